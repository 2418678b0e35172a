import { describe, expect, it } from 'vitest';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { generateDemoData } from '../../src/server/seed/demo-generator.js';
import { SERVICES } from '../../src/server/seed/services-data.js';

/** Issue #14: the rules that make the generated directory believable, checked over the whole generated set. */
const cities = CITIES.map((city, index) => ({ ...city, id: index + 1 }));
const services = SERVICES.map((service, index) => ({ ...service, id: index + 1 }));
const data = generateDemoData(cities, services);
const businessById = new Map(data.businesses.map((business) => [business.id, business]));
const citySlug = (id: number) => cities[id - 1]!.slug;
const serviceSlug = (id: number) => services[id - 1]!.slug;
const inCity = (slug: string) => data.businesses.filter((business) => citySlug(business.cityId) === slug);

/**
 * Words a name may use to appear under each service's list. Written here, not taken from the generator, so a new
 * name pattern that reads like another trade (a dog walker under Dog Training) fails.
 */
const NAME_FITS: Record<string, RegExp> = {
  'dog-grooming': /groom|spa|salon|wash/i,
  'cat-grooming': /groom|spa|salon/i,
  'mobile-pet-grooming': /groom|spa|salon|wash/i,
  'pet-nail-trimming': /nail|groom|spa|salon|wash|vet|animal|clinic|hospital/i,
  veterinarian: /vet|animal|clinic|hospital|dental|dentistry/i,
  'emergency-vet': /emergency|\bER\b|24-hour|vet|animal|clinic|hospital/i,
  'pet-dental-care': /dental|dentistry|vet|animal|clinic|hospital/i,
  'mobile-vet': /vet|animal|clinic|hospital/i,
  'dog-training': /train|academy|obedience|k9|school|behavior|puppy/i,
  'puppy-training': /puppy|train|academy|obedience|k9|school/i,
  'behavior-training': /behavior|train|academy|obedience|k9|school/i,
  'pet-boarding': /resort|lodge|kennel|hotel|boarding|daycare|day camp/i,
  'doggy-daycare': /daycare|day camp|resort|lodge|kennel|hotel|boarding/i,
  'pet-sitting': /sitt|pet care|walk/i,
  'pet-taxi': /taxi|transport|rides|shuttle|sitt|pet care|resort|lodge|kennel|hotel|boarding/i,
  'dog-walking': /walk|sitt|pet care|run|hik|trail/i,
  'dog-running': /run|walk|hik|trail/i,
  'dog-hiking': /hik|trail|walk|run/i,
};

const COMPLAINT = /could have been better|\blate\b|called us back|nobody|we were rushed|higher than|stressed|disappoint|frustrat|not return|elsewhere|hit or miss|harder than|crept up|forgot|below what|bad experience|not quite|would not go back/i;
const PRAISE = /wonderful|could not be happier|best in town|first class|highly recommend|five stars|thank you|really good|very happy|fluffy|patient|fair/i;
const REVIEW_SITE = /yelp|foursquare|google|tripadvisor|facebook|angi|nextdoor/i;

describe('believable demo data (issue #14)', () => {
  it('names every business so that it fits each service it is listed under', () => {
    const misfits = data.businessServices
      .map((link) => ({ name: businessById.get(link.businessId)!.name, service: serviceSlug(link.serviceId) }))
      .filter(({ name, service }) => !NAME_FITS[service]!.test(name));
    expect(misfits.slice(0, 10)).toEqual([]);
  });

  it('never uses one business name twice in a city', () => {
    const seen = new Map<string, number>();
    for (const business of data.businesses) {
      const key = `${business.cityId}:${business.name.toLowerCase()}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('gives cities providers in proportion to their population: a town a few, a big city many', () => {
    const counts = new Map(cities.map((city) => [city.slug, inCity(city.slug).length]));
    // Every pair of cities where one is ten times the other: the bigger has clearly more (at least 5x).
    for (const big of cities) {
      for (const small of cities) {
        if (big.population >= 10 * small.population) expect(counts.get(big.slug)!).toBeGreaterThanOrEqual(5 * counts.get(small.slug)!);
      }
    }
    // The smallest town (Burlington, 42,452) gets a few; no city gets thousands upon thousands.
    expect(counts.get('burlington')).toBeGreaterThanOrEqual(5);
    expect(counts.get('burlington')).toBeLessThanOrEqual(30);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2_000);
    // Uncapped mid-size cities: about the same listings per resident (within 10 %).
    const perResident = ['denver', 'austin', 'boise', 'omaha'].map((slug) => counts.get(slug)! / cities.find((c) => c.slug === slug)!.population);
    expect(Math.max(...perResident) / Math.min(...perResident)).toBeLessThan(1.1);
  });

  it('keeps niche services rare in small towns', () => {
    const primaries = (slug: string, service: string) =>
      data.businessServices.filter((link) => citySlug(link.cityId!) === slug && serviceSlug(link.serviceId) === service).length;
    for (const niche of ['dog-hiking', 'dog-running', 'pet-taxi', 'pet-dental-care', 'emergency-vet']) {
      expect(primaries('burlington', niche)).toBeLessThanOrEqual(2);
      expect(primaries('new-york', niche)).toBeGreaterThan(10);
    }
  });

  it('gives review counts a long tail: most a handful, some hundreds', () => {
    const counts = data.businesses.map((business) => business.reviewCount);
    const handful = counts.filter((count) => count <= 10).length / counts.length;
    expect(handful).toBeGreaterThan(0.5);
    expect(counts.filter((count) => count >= 100).length).toBeGreaterThan(50);
    expect(counts.filter((count) => count >= 300).length).toBeGreaterThan(0);
  });

  it('words every review as its stars say: praise for 4-5, complaints only for 1-3', () => {
    const wrong = data.reviews.filter(
      (review) => (review.rating >= 4 && COMPLAINT.test(review.text)) || (review.rating <= 2 && PRAISE.test(review.text)),
    );
    expect(wrong.slice(0, 5)).toEqual([]);
    // Every tone is in use, so the check above checks something.
    expect(data.reviews.some((review) => review.rating <= 2 && COMPLAINT.test(review.text))).toBe(true);
    expect(data.reviews.some((review) => review.rating === 5 && PRAISE.test(review.text))).toBe(true);
  });

  it('links no review to a review site, and labels every one as demo data', () => {
    expect(data.reviews.filter((review) => review.reviewUrl !== null || REVIEW_SITE.test(review.source))).toEqual([]);
    expect(new Set(data.reviews.map((review) => review.source))).toEqual(new Set(['demo']));
  });
});
