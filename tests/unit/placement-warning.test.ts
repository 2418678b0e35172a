import { describe, expect, it } from 'vitest';
import { milesBetween, placementWarning } from '../../src/server/admin/placement-warning.js';

// Issue 28 item 11: a queue card warns when the address is placed in another city than the listing's.
const austin = { id: 1, name: 'Austin', state: 'TX', latitude: 30.2672, longitude: -97.7431 };
const denver = { id: 2, name: 'Denver', state: 'CO', latitude: 39.7392, longitude: -104.9903 };
const dallas = { id: 3, name: 'Dallas', state: 'TX', latitude: 32.7767, longitude: -96.797 };
const directory = [austin, denver, dallas];
/** ZIP code centres, as the listing is placed (src/server/data/zip-centroids.json). */
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('placementWarning', () => {
  it('names the directory city an address is placed in, with its ZIP code', () => {
    expect(placementWarning({ address: '1600 Broadway, Denver, CO 80202', ...at(39.751, -104.997) }, austin, directory)).toBe(
      "Address is in Denver, CO (ZIP 80202), but the listing's city is Austin, TX.",
    );
    // The same state: only the ZIP code says Dallas.
    expect(placementWarning({ address: '100 Main St 75201', ...at(32.788, -96.799) }, austin, directory)).toBe(
      "Address is in Dallas, TX (ZIP 75201), but the listing's city is Austin, TX.",
    );
  });

  it('says how far an address is when no directory city is near it', () => {
    // Lubbock, TX: far from every directory city.
    expect(placementWarning({ address: '1 College Ave, Lubbock, TX 79401', ...at(33.586, -101.846) }, austin, directory)).toBe(
      `Address (ZIP 79401) is ${Math.round(milesBetween(at(33.586, -101.846), austin))} miles from Austin, TX, the listing's city.`,
    );
  });

  it('accepts a suburb within the metro, and an address that says too little', () => {
    // Round Rock, 17 miles north of Austin.
    expect(placementWarning({ address: '221 E Main St, Round Rock, TX 78664', ...at(30.514, -97.668) }, austin, directory)).toBeNull();
    expect(placementWarning({ address: '500 Congress Ave', latitude: null, longitude: null }, austin, directory)).toBeNull();
  });

  it('without a known ZIP code, reads the town and state the address writes', () => {
    expect(placementWarning({ address: '12 Elm St, Denver, CO', latitude: null, longitude: null }, austin, directory)).toBe(
      "Address is in Colorado, but the listing's city is Austin, TX.",
    );
    expect(placementWarning({ address: '12 Elm St, Dallas', latitude: null, longitude: null }, austin, directory)).toBe(
      "Address is in Dallas, TX, but the listing's city is Austin, TX.",
    );
  });

  it('measures miles like a map does', () => {
    expect(Math.round(milesBetween(austin, dallas))).toBe(182);
  });
});
