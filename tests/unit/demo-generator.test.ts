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
  it('offers every service in every city through at least one business, and keeps the total', () => {
    const pairs = new Set<string>();
    const cityOf = new Map(data.businesses.map((business) => [business.id, business.cityId]));
    for (const link of data.businessServices) pairs.add(`${cityOf.get(link.businessId)}:${link.serviceId}`);
    const missing = cities.flatMap((city) => services.filter((service) => !pairs.has(`${city.id}:${service.id}`)).map((service) => `${service.slug} in ${city.slug}`));
    expect(missing).toEqual([]);
    expect(data.businesses.length).toBe(18_600);
  });

  it('writes plausible contact details', () => {
    const wrong = data.businesses.filter((business) => {
      const city = cities[business.cityId - 1];
      const address = new RegExp(`^\\d+ [A-Za-z ]+, ${city?.name}, ${city?.state} \\d{5}$`);
      return (
        !/^\(\d{3}\) 555-01\d{2}$/.test(business.phone) ||
        !address.test(business.address) ||
        (business.website !== null && !/^https:\/\/[a-z0-9-]+\.example\.com$/.test(business.website)) ||
        !business.weeklyHours ||
        business.ownerId !== null ||
        // No demo business has an owner account, so none may claim to be claimed or verified.
        business.isClaimed ||
        business.isVerified
      );
    });
    expect(wrong).toEqual([]);
    expect(share((b) => b.website === null)).toBeGreaterThan(0.25);
    expect(share((b) => b.website === null)).toBeLessThan(0.35);
    expect(share((b) => b.isMobile)).toBeGreaterThan(0.15);
    expect(share((b) => b.isMobile)).toBeLessThan(0.25);
  });

  it('places businesses within 12 miles so that 5, 10 and 25 mile filters differ', () => {
    const distances = data.businesses.map((business) => {
      const city = cities[business.cityId - 1];
      if (!city) throw new Error('unknown city');
      return milesBetween(city.latitude, city.longitude, business.latitude!, business.longitude!);
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
      return business.reviewCount !== ratings.length || business.rating !== expected;
    });
    expect(wrong).toEqual([]);
    expect(data.businesses.some((b) => b.reviewCount === 0)).toBe(true);
    expect(data.reviews.some((r) => r.text.length > 150)).toBe(true);
  });
});
