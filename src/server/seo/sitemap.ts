import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { businesses, cities, services } from '../db/schema.js';
import { isPublicListing } from '../listings/visibility.js';

/** The sitemaps.org limit of URLs per file; above it /sitemap.xml becomes an index of /sitemaps/<n>.xml parts. */
export const SITEMAP_URL_LIMIT = 50_000;
// The site's own pages (legal texts, contact forms) are public and indexable like the directory.
const STATIC_PATHS = ['/', '/services', '/cities', '/privacy', '/terms', '/contact', '/advertise'];
/**
 * Ids read per statement. The embedded database has one session (decision 0031), so batches stay small (~60 ms for
 * 5,000 ids on PGlite, measured) and other requests' statements get their turn between them while a sitemap is
 * computed.
 */
const BUSINESS_BATCH = 1_000;

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export type SitemapPlan = {
  serviceSlugs: string[];
  citySlugs: string[];
  businessCount: number;
  total: number;
  /** Number of part files when split; 1 means a single urlset. */
  parts: number;
  limit: number;
};

/** Counts the URLs without loading businesses: only slugs of the (small) catalogue and a count of listings. */
export async function planSitemap(db: Db, limit = SITEMAP_URL_LIMIT): Promise<SitemapPlan> {
  // One after the other, with a turn of the event loop between: see BUSINESS_BATCH.
  const serviceRows = await db.select({ slug: services.slug }).from(services).orderBy(asc(services.id));
  await nextTurn();
  const cityRows = await db.select({ slug: cities.slug }).from(cities).orderBy(asc(cities.id));
  await nextTurn();
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(businesses).where(isPublicListing);
  const serviceSlugs = serviceRows.map((r) => r.slug);
  const citySlugs = cityRows.map((r) => r.slug);
  const businessCount = counted!.n;
  const total = STATIC_PATHS.length + serviceSlugs.length + citySlugs.length + serviceSlugs.length * citySlugs.length + businessCount;
  return { serviceSlugs, citySlugs, businessCount, total, parts: Math.max(1, Math.ceil(total / limit)), limit };
}

/**
 * The paths of URLs number `from` (inclusive) to `to` (exclusive) in a fixed order: static pages, services,
 * cities, service-city pairs, then businesses by id, read in batches by key rather than all at once.
 */
async function* sitemapPaths(db: Db, plan: SitemapPlan, from: number, to: number): AsyncGenerator<string> {
  const { serviceSlugs, citySlugs } = plan;
  const small = [
    ...STATIC_PATHS,
    ...serviceSlugs.map((s) => `/${s}`),
    ...citySlugs.map((c) => `/city/${c}`),
  ];
  for (let i = from; i < Math.min(to, small.length); i++) yield small[i]!;
  let start = small.length;
  const pairCount = serviceSlugs.length * citySlugs.length;
  for (let pair = Math.max(0, from - start); pair < Math.min(pairCount, to - start); pair++) {
    yield `/${serviceSlugs[Math.floor(pair / citySlugs.length)]}/${citySlugs[pair % citySlugs.length]}`;
  }
  start += pairCount;
  let skip = Math.max(0, from - start);
  let remaining = to - Math.max(from, start);
  let nextId: number | undefined;
  while (remaining > 0) {
    const batch = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(nextId === undefined ? isPublicListing : and(isPublicListing, gte(businesses.id, nextId)))
      .orderBy(asc(businesses.id))
      .offset(skip)
      .limit(Math.min(BUSINESS_BATCH, remaining));
    if (batch.length === 0) return;
    for (const { id } of batch) yield `/business/${id}`;
    remaining -= batch.length;
    skip = 0;
    nextId = batch.at(-1)!.id + 1;
    await nextTurn();
  }
}

async function* urlsetChunks(db: Db, publicUrl: string, plan: SitemapPlan, from: number, to: number) {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let chunk = '';
  for await (const path of sitemapPaths(db, plan, from, to)) {
    chunk += `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}

/** A urlset of every URL (one part) or of part `part` (1-based) of a split sitemap, read in batches. */
export async function sitemapUrlset(db: Db, publicUrl: string, plan: SitemapPlan, part = 1): Promise<string> {
  const from = (part - 1) * plan.limit;
  const chunks: string[] = [];
  for await (const chunk of urlsetChunks(db, publicUrl, plan, from, Math.min(plan.total, from + plan.limit))) chunks.push(chunk);
  return chunks.join('');
}

export function sitemapIndex(publicUrl: string, plan: SitemapPlan): string {
  const entries = Array.from(
    { length: plan.parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${i + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard/',
    'Disallow: /customer/',
    'Disallow: /admin',
    // Search results are endless combinations of text: not pages for an index.
    'Disallow: /search',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
