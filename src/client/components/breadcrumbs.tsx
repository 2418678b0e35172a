import { Icon } from './ui/icon.js';
import { Link } from 'wouter';

export type Crumb = { name: string; url: string };

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.url} className="flex items-center gap-1">
              {index > 0 ? <Icon name="chevron-right" className="size-4 text-slate-400" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {item.name}
                </span>
              ) : (
                <Link to={item.url} className="focus-ring rounded hover:text-teal-700 hover:underline">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
