import { describe, expect, it } from 'vitest';
import { cleanServiceCityQuery, SERVICE_CITY_QUERY_KEYS } from '#shared/listing-options.js';
import { serviceCityQuerySchema } from '#shared/listings.js';

/**
 * The page's address cleaner is written without zod (it ships in the first paint's bundle); it must take exactly
 * what the API's schema takes, or the page would still hit a 400 (or drop a value the API would have used).
 */
const SAMPLES: Record<(typeof SERVICE_CITY_QUERY_KEYS)[number], string[]> = {
  q: ['poodle', ' spaced ', 'a'.repeat(100), 'a'.repeat(101), ` ${'a'.repeat(100)} `],
  types: ['dog-grooming', 'a,b,c', Array.from({ length: 20 }, (_, i) => `t${i}`).join(','), Array.from({ length: 21 }, (_, i) => `t${i}`).join(','), 'x'.repeat(101), `a,${'y'.repeat(100)}`, 'z,'.repeat(600)],
  minRating: ['4', '3', '5', '4.0', 'four'],
  price: ['30-50', '50-80', '80+', '80', 'cheap'],
  distance: ['5', '10', '25', 'any', '15', 'far'],
  open: ['1', '0', 'true', 'yes'],
  sort: ['best-match', 'highest-rated', 'most-reviews', 'price-low-high', 'distance', 'cheapest', 'BEST-MATCH'],
  page: ['1', '2', '100000', '100001', '0', '-1', '1.5', '01', 'abc', '9999999'],
  near: ['30.27,-97.74', '30.2672,-97.74', '91.00,10.00', '45,181', '45,180', 'here', '-90,-180'],
};

describe('cleanServiceCityQuery', () => {
  for (const [key, values] of Object.entries(SAMPLES)) {
    it(`takes the same ${key} values as the API's schema`, () => {
      for (const value of values) {
        const api = serviceCityQuerySchema.safeParse({ [key]: value }).success;
        const { forwarded, dropped } = cleanServiceCityQuery(new URLSearchParams({ [key]: value }));
        expect({ value, kept: forwarded.has(key) }).toEqual({ value, kept: api });
        expect(dropped.includes(key as never)).toBe(!api);
      }
    });
  }

  it('keeps the usable values of an address and names the others', () => {
    const { forwarded, dropped } = cleanServiceCityQuery(new URLSearchParams('sort=cheapest&price=30-50&minRating=9&utm_source=x'));
    expect(forwarded.toString()).toBe('price=30-50');
    expect(dropped).toEqual(['minRating', 'sort']);
  });
});
