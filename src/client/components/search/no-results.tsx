import { Link } from 'wouter';
import type { SearchResponse } from '#shared/search.js';
import { EmptyState } from '../ui/empty-state.js';

/** Nothing matched: say so, and offer the nearest services, cities and businesses the site has. */
export function NoResults({ data }: { data: SearchResponse }) {
  return (
    <EmptyState
      icon="search-x"
      titleAs="h3"
      title={data.q.trim() ? `No providers match “${data.q.trim()}”` : 'Type what you are looking for'}
      text={data.didYouMean.length ? 'Did you mean one of these?' : 'Check the spelling, or try a service or a city name.'}
      className="py-14"
      action={
        data.didYouMean.length ? (
          <ul aria-label="Suggestions" className="flex flex-wrap justify-center gap-2">
            {data.didYouMean.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="focus-ring inline-block rounded-full bg-teal-50 px-3 py-1.5 text-sm font-medium text-teal-800 hover:bg-teal-100">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null
      }
    />
  );
}
