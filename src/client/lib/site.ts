import { createContext, use } from 'react';
import { DEFAULT_BRAND, type Brand } from '#shared/brand.js';

/**
 * Facts about the site the pages need and the server knows: the public origin for canonical and og:url, and the
 * map tiles (MAP_TILE_URL, with its attribution) the visitor's browser loads, and whether the listings are the
 * generated demo data (the footer then says so), and the operator's name, tagline and support contacts (`brand`),
 * and the name of the account provider people sign in with (`signInName`: 'Continue with {signInName}'), and where
 * public photos are served (`mediaPublicUrl`: MEDIA_PUBLIC_URL, or empty for this site's own /media).
 */
export type SiteInfo = {
  publicUrl: string;
  mapTiles: { url: string; attribution: string };
  demoData: boolean;
  brand: Brand;
  signInName: string;
  mediaPublicUrl: string;
};

export const SiteContext = createContext<SiteInfo>({
  publicUrl: '',
  mapTiles: { url: '', attribution: '' },
  demoData: false,
  brand: DEFAULT_BRAND,
  signInName: 'Google',
  mediaPublicUrl: '',
});

export function useSite(): SiteInfo {
  return use(SiteContext);
}

/** The operator's name, tagline and support contacts. */
export function useBrand(): Brand {
  return use(SiteContext).brand;
}
