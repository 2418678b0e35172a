import { describe, expect, it } from 'vitest';
import { priceLabel } from '../../src/client/components/listings/price.js';
import { formatPriceRange } from '../../src/client/lib/format.js';

/** Issue 28 item 7: money shows thousands separators ('$100,000'), as people read it. */
describe('prices as shown', () => {
  it('separate thousands in every form of a listing price', () => {
    expect(priceLabel(40, 80)).toBe('$40 - $80');
    expect(priceLabel(1200, 100000)).toBe('$1,200 - $100,000');
    expect(priceLabel(2500, 2500)).toBe('$2,500');
    expect(priceLabel(1500, null)).toBe('From $1,500');
    expect(priceLabel(null, 10000)).toBe('Up to $10,000');
    expect(priceLabel(null, null)).toBe('Contact for pricing');
  });

  it("separate thousands in a service's typical range", () => {
    expect(formatPriceRange(150, 600)).toBe('$150 - $600');
    expect(formatPriceRange(1000, 2500)).toBe('$1,000 - $2,500');
  });
});
