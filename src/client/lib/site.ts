import { createContext, use } from 'react';

/** Facts about the site the pages need and the server knows: the public origin for canonical and og:url. */
export type SiteInfo = { publicUrl: string };

export const SiteContext = createContext<SiteInfo>({ publicUrl: '' });

export function useSite(): SiteInfo {
  return use(SiteContext);
}
