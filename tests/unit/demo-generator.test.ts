import { describe, expect, it } from 'vitest';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { generateDemoData } from '../../src/server/seed/demo-generator.js';
import { SERVICES } from '../../src/server/seed/services-data.js';

const cities = CITIES.map((city, index) => ({ ...city, id: index + 1 }));
const services = SERVICES.map((service, index) => ({ ...service, id: index + 1 }));
const data = generateDemoData(cities, services);
const share = (predicate: (business: (typeof data.businesses)[number]) => boolean) =>
  data.businesses.filter(predicate).length / data.businesses.length;

function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

describe('demo data generator', () => {
  it('gives every (service, city) pair at least 10 businesses and bigger cities more', () => {
    const pairs = new Map<string, number>();
    const cityOf = new Map(data.businesses.map((business) => [business.id, business.cityId]));
    for (const link of data.businessServices) {
      const key = `${cityOf.get(link.businessId)}:${link.serviceId}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    for (const city of cities) for (const service of services) expect(pairs.get(`${city.id}:${service.id}`) ?? 0).toBeGreaterThanOrEqual(10);
    const perCity = (slug: string) => data.businesses.filter((b) => b.cityId === cities.find((c) => c.slug === slug)?.id).length;
    expect(perCity('new-york')).toBeGreaterThan(perCity('burlington'));
    expect(data.businesses.length).toBeGreaterThanOrEqual(18_000);
  });

  it('writes plausible contact details', () => {
    const wrong = data.businesses.filter((business) => {
      const city = cities[business.cityId - 1];
      const address = new RegExp(`^\\d+ [A-Za-z ]+, ${city?.name}, ${city?.state} \\d{5}$`);
      return (
        !/^\(\d{3}\) 555-01\d{2}$/.test(business.phone) ||
        !address.test(business.address) ||
        (business.website !== null && !/^https:\/\/[a-z0-9-]+\.example\.com$/.test(business.website)) ||
        !business.hours ||
        business.ownerId !== null ||
        business.isVerified !== business.isClaimed
      );
    });
    expect(wrong).toEqual([]);
    expect(share((b) => b.website === null)).toBeGreaterThan(0.25);
    expect(share((b) => b.website === null)).toBeLessThan(0.35);
    expect(share((b) => b.isMobile)).toBeGreaterThan(0.15);
    expect(share((b) => b.isMobile)).toBeLessThan(0.25);
    expect(share((b) => b.isClaimed)).toBeGreaterThan(0.06);
    expect(share((b) => b.isClaimed)).toBeLessThan(0.1);
  });

  it('places businesses within 12 miles so that 5, 10 and 25 mile filters differ', () => {
    const distances = data.businesses.map((business) => {
      const city = cities[business.cityId - 1];
      if (!city) throw new Error('unknown city');
      return milesBetween(city.latitude, city.longitude, business.latitude, business.longitude);
    });
    expect(Math.max(...distances)).toBeLessThan(12.1);
    const within = (miles: number) => distances.filter((d) => d <= miles).length;
    expect(within(5)).toBeGreaterThan(0);
    expect(within(5)).toBeLessThan(within(10));
    expect(within(10)).toBeLessThan(within(25));
  });

  it('spreads prices over the 30-50, 50-80 and 80+ midpoint buckets', () => {
    const midpoint = (b: (typeof data.businesses)[number]) => ((b.priceMin ?? 0) + (b.priceMax ?? 0)) / 2;
    expect(share((b) => midpoint(b) >= 30 && midpoint(b) <= 50)).toBeGreaterThan(0.05);
    expect(share((b) => midpoint(b) >= 50 && midpoint(b) <= 80)).toBeGreaterThan(0.05);
    expect(share((b) => midpoint(b) >= 80)).toBeGreaterThan(0.05);
    const wrong = data.businesses.filter(
      (b) => !Number.isInteger(b.priceMin) || !Number.isInteger(b.priceMax) || (b.priceMin ?? 0) >= (b.priceMax ?? 0),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps each business rating and review count equal to its reviews', () => {
    const byBusiness = new Map<number, number[]>();
    for (const review of data.reviews) {
      const ratings = byBusiness.get(review.businessId) ?? [];
      ratings.push(review.rating);
      byBusiness.set(review.businessId, ratings);
    }
    const wrong = data.businesses.filter((business) => {
      const ratings = byBusiness.get(business.id) ?? [];
      const sum = ratings.reduce((a, b) => a + b, 0);
      const expected = ratings.length ? (Math.round((sum * 10) / ratings.length) / 10).toFixed(1) : '0.0';
      return ratings.length > 12 || business.reviewCount !== ratings.length || business.rating !== expected;
    });
    expect(wrong).toEqual([]);
    expect(data.businesses.some((b) => b.reviewCount === 0)).toBe(true);
    expect(data.reviews.some((r) => r.text.length > 150)).toBe(true);
    expect(new Set(data.reviews.map((r) => r.source))).toEqual(new Set(['yelp', 'foursquare']));
    expect(data.reviews.filter((r) => r.reviewUrl !== null && !r.reviewUrl.includes('.example.com/'))).toEqual([]);
  });
});
