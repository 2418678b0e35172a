import { describe, expect, it } from 'vitest';
import { addressPlaceProblem, placeOfAddress } from '../../src/server/geo/address-place.js';
import { stateOfZip } from '../../src/server/geo/zip-states.js';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { CITY_LOCALE } from '../../src/server/seed/demo-places.js';

const directory = CITIES.map((city, index) => ({ id: index + 1, name: city.name, state: city.state }));
const city = (slug: string) => directory[CITIES.findIndex((seed) => seed.slug === slug)]!;

describe('the state of a ZIP code', () => {
  it("gives every directory city's own ZIP codes its state", () => {
    for (const seed of CITIES) {
      const [, first, last] = CITY_LOCALE[seed.slug]!;
      for (const zip of [first, last]) expect([seed.slug, stateOfZip(String(zip).padStart(5, '0'))]).toEqual([seed.slug, seed.state]);
    }
  });

  it('knows the prefixes that belong to a neighbour (El Paso 885, Dulles 201) and none for unassigned ones', () => {
    expect(stateOfZip('88510')).toBe('TX');
    expect(stateOfZip('20166')).toBe('VA');
    expect(stateOfZip('20500')).toBe('DC');
    expect(stateOfZip('00000')).toBeNull();
    expect(stateOfZip('09001')).toBeNull();
    expect(stateOfZip('7870')).toBeNull();
  });
});

describe('the place an address names', () => {
  it.each([
    ['120 Main St, Austin, TX 78701', 'Austin', 'TX'],
    ['120 Main St, Austin TX 78701-1234', 'Austin', 'TX'],
    ['9 Elm St, Suite 4, St. Louis, mo 63101', 'St. Louis', 'MO'],
    ['12 Oak Ct', null, null],
    ['12 Oak Ct, Hartford', 'Hartford', null],
    ['500 Congress Ave', null, null],
  ])('%s: town %s, state %s', (address, town, state) => {
    expect(placeOfAddress(address)).toEqual({ town, state });
  });
});

describe('whether an address lies in the listing city', () => {
  it('accepts its own city, its suburbs, an address without a town and an unknown ZIP code', () => {
    for (const address of ['120 Main St, Austin, TX 78701', '201 E Main St, Round Rock, TX 78664', '500 Congress Ave', '1 A St, Austin, TX 00000']) {
      expect(addressPlaceProblem(address, city('austin'), directory)).toBeNull();
    }
    expect(addressPlaceProblem('1 Market St, Saint Louis, MO 63101', city('st-louis'), directory)).toBeNull();
  });

  it('refuses a ZIP code or a state of another state, and another directory city of the same state', () => {
    expect(addressPlaceProblem('1701 Wynkoop St, Denver, CO 80202', city('austin'), directory)).toMatch(/^This address is in Colorado \(ZIP code 80202\), but Austin is in Texas/);
    expect(addressPlaceProblem('1701 Wynkoop St, Denver, CO', city('austin'), directory)).toMatch(/^This address is in Colorado, but Austin is in Texas/);
    expect(addressPlaceProblem('1500 Marilla St, Dallas, TX 75201', city('austin'), directory)).toMatch(/^This address is in Dallas, TX, not Austin/);
    // Two directory cities share the name Portland: the state says which one the address names.
    expect(addressPlaceProblem('1 Congress St, Portland, ME 04101', city('portland'), directory)).toMatch(/Maine/);
    expect(addressPlaceProblem('1 Congress St, Portland, ME 04101', city('portland-me'), directory)).toBeNull();
  });
});
