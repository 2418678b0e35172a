import { createContext, use } from 'react';

/**
 * Facts about the site the pages need and the server knows: the public origin for canonical and og:url, and the
 * map tiles (MAP_TILE_URL, with its attribution) the visitor's browser loads, and whether the listings are the
 * generated demo data (the footer then says so).
 */
export type SiteInfo = { publicUrl: string; mapTiles: { url: string; attribution: string }; demoData: boolean };

export const SiteContext = createContext<SiteInfo>({ publicUrl: '', mapTiles: { url: '', attribution: '' }, demoData: false });

export function useSite(): SiteInfo {
  return use(SiteContext);
}
