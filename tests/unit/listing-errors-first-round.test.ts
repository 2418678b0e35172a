import { describe, expect, it } from 'vitest';
import { listingBusinessSchema, PRICE_ORDER_MESSAGE, updateBusinessPayloadSchema } from '#shared/owners.js';

/**
 * Issue 28 item 7: a form shows every error in the first round. The price order spans two fields, so it used to be
 * checked only once every other field was valid ('min > max' appeared after the others were fixed).
 */
const fieldsOf = (issues: { path: PropertyKey[] }[]) => issues.map((issue) => String(issue.path[0]));

describe('the price order is reported with the other errors', () => {
  it('on a new listing', () => {
    const result = listingBusinessSchema.safeParse({ name: '', address: '', phone: '12', cityId: 1, serviceIds: [1], priceMin: 90, priceMax: 10 });
    expect(result.success).toBe(false);
    expect(fieldsOf(result.error!.issues)).toEqual(expect.arrayContaining(['name', 'address', 'phone', 'priceMin']));
    expect(result.error!.issues.find((issue) => issue.path[0] === 'priceMin')!.message).toBe(PRICE_ORDER_MESSAGE);
  });

  it('on an edit', () => {
    const result = updateBusinessPayloadSchema.safeParse({ name: '', priceMin: 90, priceMax: 10 });
    expect(fieldsOf(result.error!.issues)).toEqual(['name', 'priceMin']);
  });

  it('not when a price is itself wrong (that message is the one to fix first)', () => {
    const result = listingBusinessSchema.safeParse({ name: 'Paws', address: '1 Main St', phone: '(512) 555-0123', cityId: 1, serviceIds: [1], priceMin: -5, priceMax: 10.5 });
    expect(result.error!.issues.map((issue) => issue.message)).not.toContain(PRICE_ORDER_MESSAGE);
  });

  it('answers a missing or non-object listing with its own message, without running the price check', () => {
    for (const input of [undefined, null, 'text', 42]) {
      const result = listingBusinessSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).not.toContain(PRICE_ORDER_MESSAGE);
    }
  });
});
