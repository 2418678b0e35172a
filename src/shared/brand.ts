/**
 * Who runs the site, as the operator sets it (SITE_NAME, SITE_TAGLINE, SUPPORT_EMAIL, SUPPORT_PHONE in config.ts):
 * the name in the logo, titles, Open Graph, JSON-LD and emails; the tagline under the logo and in descriptions; how
 * to reach support on the help card, the contact and legal pages. The server sends it to the browser with the page.
 */
export type Brand = { name: string; tagline: string; supportEmail: string; supportPhone: string };

/** The settings' defaults: the site as it shipped before they existed. */
export const DEFAULT_BRAND: Brand = {
  name: 'PawFinder',
  tagline: 'Connecting pet owners with trusted local service providers across the United States.',
  supportEmail: 'support@example.com',
  supportPhone: '(800) 555-0123',
};

/** The logo's subtitle: what kind of directory this is, whatever its name. */
export const LOGO_SUBTITLE = 'Pet Services';

/** A page's title followed by the site's name, as every page but the home page spells it. */
export const siteTitle = (title: string, brand: Pick<Brand, 'name'>) => `${title} | ${brand.name}`;
