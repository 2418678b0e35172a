/** Public pages are the same for everyone: a CDN keeps them 5 minutes and may serve them stale while refreshing. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** Pages that carry a session (dashboards, forms behind sign-in) are never stored anywhere. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
/** Hashed build files never change under the same name. */
export const IMMUTABLE_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function pageCacheControl(options: { isPrivate: boolean; status: number }): string {
  if (options.isPrivate || options.status >= 500) return PRIVATE_PAGE_CACHE_CONTROL;
  return PUBLIC_PAGE_CACHE_CONTROL;
}
