/** The site's name as it appears in the logo, titles and Open Graph tags, and the logo's subtitle. */
export const SITE_NAME = 'PawFinder';
export const LOGO_SUBTITLE = 'Pet Services';
export const FOOTER_TAGLINE = 'Connecting pet owners with trusted local service providers across the United States.';
