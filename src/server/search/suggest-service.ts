import { sql } from 'drizzle-orm';
import type { Suggestion } from '../../shared/search-options.js';
import { queryRows, type Db } from '../db/connect.js';
import { prefixQuery, searchWords } from './words.js';

const NEAR = 0.6;
/** Business names looked at per suggestion list: enough to rank, bounded however common the word is. */
const BUSINESS_CANDIDATES = 200;
/** Business names are matched from three characters: the trigram index cannot narrow two (at a million listings
 * 'gr' read the table until 200 names matched). Services and cities are few and match from two. */
const BUSINESS_MIN_CHARS = 3;

type Row = { kind: Suggestion['kind']; label: string; detail: string; key: string };

/**
 * What the search box offers for the text typed so far, in one statement: up to 3 services, 3 cities and 4 public
 * businesses whose names start with, contain or nearly spell it. Business names are matched by `ilike` through the
 * trigram index, whose statistics let PostgreSQL pick well: an index read for rare text, a short scan that stops at
 * the candidate limit for common text (a prefix tsquery was misestimated and scanned every listing). `loose` (no results found) accepts weaker
 * trigram similarity, to suggest the nearest thing the site has.
 */
export async function suggest(db: Db, text: string, { loose = false } = {}): Promise<Suggestion[]> {
  const q = text.trim();
  const words = searchWords(q);
  if (words.length === 0) return [];
  const literal = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const contains = `%${literal}%`;
  const starts = `${literal}%`;
  const near = loose ? 0.3 : NEAR;
  const rows = await queryRows<Row>(
    db,
    sql`(select 'service' as kind, s.name as label, s.category as detail, s.slug as key from services s
          where s.name ilike ${contains} or word_similarity(${q}, s.name) >= ${near}
             or exists (select 1 from unnest(s.keywords) k where k ilike ${contains} or word_similarity(${q}, k) >= ${near})
          order by (s.name ilike ${contains}) desc, word_similarity(${q}, s.name) desc, s.sort_order limit 3)
        union all
        (select 'city', c.name, c.state, c.slug from cities c
          where c.name ilike ${contains} or word_similarity(${q}, c.name) >= ${near}
          order by (c.name ilike ${contains}) desc, word_similarity(${q}, c.name) desc, c.population desc limit 3)
        union all
        (select 'business', b.name, c.name || ', ' || c.state, b.id::text
          from (select id, name, city_id, review_count from businesses
                where status = 'approved' and ${q.length >= BUSINESS_MIN_CHARS} and ${
                  loose
                    ? sql`(${q} <% name or search_vector @@ to_tsquery('simple', ${prefixQuery(words, '|')}))`
                    : sql`name ilike ${contains}`
                }
                limit ${BUSINESS_CANDIDATES}) b
          join cities c on c.id = b.city_id
          order by (lower(b.name) = lower(${q})) desc, (b.name ilike ${starts}) desc, word_similarity(${q}, b.name) desc, b.review_count desc, b.id limit 4)`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    label: row.label,
    detail: row.detail,
    href: row.kind === 'service' ? `/${row.key}` : row.kind === 'city' ? `/city/${row.key}` : `/business/${row.key}`,
  }));
}
