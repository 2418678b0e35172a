import type { App } from '../../src/server/app-types.js';
import { apiPaths } from '#shared/api-paths.js';
import { reviewListSchema, type Review } from '#shared/reviews.js';

/** A `Link` header's targets by rel (RFC 8288), each as the path and query to call the app with. */
export function linksOf(header: string | string[] | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of String(header ?? '').split(/,\s*(?=<)/)) {
    const match = /^<([^>]+)>\s*;\s*rel="([^"]+)"$/.exec(part.trim());
    if (!match) continue;
    const target = new URL(match[1]!);
    links[match[2]!] = `${target.pathname}${target.search}`;
  }
  return links;
}

export type ReviewList = { reviews: Review[]; total: number; links: Record<string, string> };

/** The public review list as a client reads it: the answer is the list; the total and the other pages are headers. */
export async function readReviewList(app: App, businessIdOrPath: number | string, query: Record<string, string> = {}): Promise<ReviewList> {
  const url = typeof businessIdOrPath === 'number' ? apiPaths.businessReviews(businessIdOrPath, query) : businessIdOrPath;
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`review list failed: ${response.statusCode} ${response.body}`);
  return { reviews: reviewListSchema.parse(response.json()), total: Number(response.headers['x-total-count']), links: linksOf(response.headers.link) };
}
