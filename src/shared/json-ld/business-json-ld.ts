import type { City } from '../catalog.js';
import type { Business } from '../listings.js';
import type { Review } from '../reviews.js';
import { coverUrl, type MediaSite } from '../media.js';
import { parseUsAddress } from './address.js';
import type { JsonLd } from './json-ld.js';
import { openingHoursSpecification } from './opening-hours.js';

/** '$40-$80' from the business's own prices; none when it listed none. */
export function priceRange(business: Pick<Business, 'priceMin' | 'priceMax'>): string | undefined {
  const { priceMin, priceMax } = business;
  if (priceMin !== null && priceMax !== null) return priceMin === priceMax ? `$${priceMin}` : `$${priceMin}-$${priceMax}`;
  if (priceMin !== null) return `from $${priceMin}`;
  if (priceMax !== null) return `up to $${priceMax}`;
  return undefined;
}

export const isVeterinary = (services: { slug: string; category: string }[]) =>
  services.some((service) => service.category === 'medical' || service.slug.includes('vet'));

export type LocalBusinessInput = { business: Business; city: City; veterinary: boolean; reviews?: Review[] };

/** schema.org LocalBusiness (VeterinaryCare for vets) of one listing; `url` is its page on this site. */
export function localBusiness(site: MediaSite & { publicUrl: string }, { business, city, veterinary, reviews = [] }: LocalBusinessInput): JsonLd {
  const url = `${site.publicUrl}/business/${business.id}`;
  const image = coverUrl(site, business);
  const openingHours = openingHoursSpecification(business.schedule);
  const range = priceRange(business);
  const node: JsonLd = {
    '@type': veterinary ? 'VeterinaryCare' : 'LocalBusiness',
    '@id': `${url}#business`,
    name: business.name,
    url,
    ...(business.description ? { description: business.description } : {}),
    ...(image ? { image } : {}),
    ...(business.website ? { sameAs: [business.website] } : {}),
    telephone: business.phone,
    address: parseUsAddress(business.address, city),
    ...(business.latitude !== null && business.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude } }
      : {}),
    areaServed: { '@type': 'City', name: `${city.name}, ${city.state}` },
    ...(openingHours.length ? { openingHoursSpecification: openingHours } : {}),
    ...(range ? { priceRange: range } : {}),
  };
  if (business.reviewCount > 0) {
    node.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: business.rating,
      reviewCount: business.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (reviews.length > 0) {
    node.review = reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.timeCreated.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return node;
}
