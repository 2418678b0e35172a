import type { BusinessDetailResponse } from '#shared/listings.js';
import { stateName } from '../../lib/us-states.js';

/**
 * The business page's tags beyond title, description, canonical and Open Graph (seo.tsx): geo tags for local
 * search, Open Graph business contact data and place coordinates, and keywords. React hoists them into <head>.
 */
export function BusinessMeta({ detail, url }: { detail: BusinessDetailResponse; url: string }) {
  const { business, city, services } = detail;
  // A business without a known position (its address names no known ZIP code) gets no geo tags.
  const latitude = business.latitude?.toFixed(6);
  const longitude = business.longitude?.toFixed(6);
  const placed = latitude !== undefined && longitude !== undefined;
  const postalCode = /\b(\d{5})(?:-\d{4})?\s*$/.exec(business.address)?.[1];
  const keywords = [...services.map((s) => s.name), `pet services ${city.name}`, `${city.name} ${city.state}`].join(', ');
  return (
    <>
      <meta name="keywords" content={keywords} />
      {placed ? <meta name="geo.position" content={`${latitude};${longitude}`} /> : null}
      {placed ? <meta name="ICBM" content={`${latitude}, ${longitude}`} /> : null}
      <meta name="geo.region" content={`US-${city.state}`} />
      <meta name="geo.placename" content={`${city.name}, ${stateName(city.state)}`} />
      <meta property="og:locale" content="en_US" />
      {placed ? <meta property="place:location:latitude" content={latitude} /> : null}
      {placed ? <meta property="place:location:longitude" content={longitude} /> : null}
      <meta property="business:contact_data:street_address" content={business.address} />
      <meta property="business:contact_data:locality" content={city.name} />
      <meta property="business:contact_data:region" content={city.state} />
      {postalCode ? <meta property="business:contact_data:postal_code" content={postalCode} /> : null}
      <meta property="business:contact_data:country_name" content="United States" />
      <meta property="business:contact_data:phone_number" content={business.phone} />
      <meta property="business:contact_data:website" content={business.website ?? url} />
      <meta name="twitter:label1" content="Rating" />
      <meta name="twitter:data1" content={`${business.rating} / 5 (${business.reviewCount} reviews)`} />
      <meta name="twitter:label2" content="Location" />
      <meta name="twitter:data2" content={`${city.name}, ${city.state}`} />
    </>
  );
}
