/** schema.org PostalAddress of a US street address. */
export type PostalAddress = {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode?: string;
  addressCountry: 'US';
};

const STATE_ZIP = /^([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/;
const COUNTRY = /^(usa|us|united states(?: of america)?)$/i;

/**
 * Splits '123 Main St, Suite 4, Austin, TX 78701' into street, locality, region (the state code) and postal code.
 * Parts the text does not hold come from the business's city, so the address is always complete.
 */
export function parseUsAddress(address: string, city: { name: string; state: string }): PostalAddress {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  let region = city.state;
  let postalCode: string | undefined;
  let locality = city.name;
  const last = parts.at(-1)?.match(STATE_ZIP);
  if (parts.length >= 2 && last) {
    parts.pop();
    region = last[1]!.toUpperCase();
    postalCode = last[2];
    if (parts.length >= 2) locality = parts.pop()!;
  } else if (parts.length >= 2) {
    // '123 Main St, Austin 78701' or '123 Main St, Austin': the last part names the place.
    const zip = parts.at(-1)!.match(/^(.*?)\s*(\d{5}(?:-\d{4})?)$/);
    if (zip) {
      parts.pop();
      postalCode = zip[2];
      if (zip[1]) locality = zip[1];
    } else if (parts.at(-1)!.toLowerCase() === city.name.toLowerCase()) {
      locality = parts.pop()!;
    }
  }
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', ') || address,
    addressLocality: locality,
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'US',
  };
}
