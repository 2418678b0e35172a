import type { SearchResponse } from '#shared/search.js';
import { formatNumber } from '../../lib/format.js';
import { PageHero } from '../page-hero.js';

/** What was searched for, where, and how many listings answer it. */
export function SearchHero({ data }: { data: SearchResponse }) {
  const where = data.city ? ` in ${data.city.name}, ${data.city.state}` : '';
  const what = data.q.trim();
  return (
    <PageHero
      title={what ? `Results for “${what}”${where}` : `Pet services${where}`}
      subtitle={`${formatNumber(data.total)} ${data.total === 1 ? 'provider matches' : 'providers match'} your search.`}
    />
  );
}
