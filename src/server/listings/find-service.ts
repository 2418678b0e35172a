import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { FIND_RESULT_LIMIT, type FindBusinessQuery, type FoundBusiness } from '#shared/listings.js';
import { listCities, listServices } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import { searchCatalog } from '../search/catalog-words.js';
import { expandWords } from '../search/expand.js';
import { searchWords, spellingsQuery } from '../search/words.js';
import { businesses, cities } from '../db/schema.js';
import { containsPattern } from './search.js';
import { isPublicListing } from './visibility.js';

/**
 * Public listings whose name contains the text (case-insensitive, served by the name's trigram index) or has every
 * word of it with the typos search forgives ('Hills Groming', 'Russells Dog': search/expand.ts), optionally in one
 * city: names that start with the text first, then the closest names, then the largest cities.
 */
export async function findBusinesses(db: Db, query: FindBusinessQuery): Promise<FoundBusiness[]> {
  const [services, cityList] = await Promise.all([listServices(db), listCities(db)]);
  const words = await expandWords(db, searchWords(query.q), searchCatalog(services, cityList));
  const spelt = words.length ? sql`"businesses"."search_vector" @@ to_tsquery('simple', ${spellingsQuery(words, 'A')})` : sql`false`;
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      address: businesses.address,
      isVerified: businesses.isVerified,
      city: { name: cities.name, state: cities.state, slug: cities.slug },
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(
      and(
        isPublicListing,
        sql`(${businesses.name} ilike ${containsPattern(query.q)} or ${spelt})`,
        query.city ? eq(cities.slug, query.city) : undefined,
      ),
    )
    .orderBy(
      desc(sql`${businesses.name} ilike ${`${containsPattern(query.q).slice(1)}`}`),
      desc(sql`similarity(${businesses.name}, ${query.q})`),
      desc(cities.population),
      asc(businesses.id),
    )
    .limit(FIND_RESULT_LIMIT);
  return rows;
}
