import { describe, expect, it } from 'vitest';
import { createRandom, mulberry32 } from '../../src/server/seed/prng.js';

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('stays within its ranges', () => {
    const random = createRandom(7);
    for (let i = 0; i < 10_000; i++) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
      const n = random.int(3, 9);
      expect(n >= 3 && n <= 9 && Number.isInteger(n)).toBe(true);
    }
  });

  it('samples distinct items and respects weights', () => {
    const random = createRandom(11);
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) if (random.weighted([['a', 9], ['b', 1]] as const) === 'a') heavy++;
    expect(heavy).toBeGreaterThan(8_700);
    expect(heavy).toBeLessThan(9_300);
  });
});
