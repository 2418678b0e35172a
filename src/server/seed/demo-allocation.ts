/**
 * DEMO DATA: how many generated businesses each city gets, and of which kind. Both splits are pure arithmetic (no
 * randomness), so the same cities always get the same counts.
 */

/** A town still gets a few listings: a directory page with one business reads as broken. */
export const CITY_FLOOR = 12;
/** No city takes more than this, so the largest does not swamp the set (New York alone would hold a sixth of it). */
export const CITY_CAP = 2_000;

/**
 * How common each kind of business is, relative to the others: many groomers, vets, walkers and sitters; few
 * emergency hospitals, pet dentists, taxis, runners and hikers. A small town's few listings go to the common kinds.
 */
export const SERVICE_DEMAND: Readonly<Record<string, number>> = {
  'dog-grooming': 14,
  veterinarian: 14,
  'dog-training': 9,
  'pet-boarding': 9,
  'cat-grooming': 3,
  'mobile-pet-grooming': 4,
  'pet-nail-trimming': 2,
  'emergency-vet': 2,
  'pet-dental-care': 1.5,
  'mobile-vet': 2,
  'puppy-training': 4,
  'behavior-training': 2.5,
  'pet-sitting': 8,
  'doggy-daycare': 6,
  'pet-taxi': 1.5,
  'dog-walking': 9,
  'dog-running': 1.5,
  'dog-hiking': 1.5,
};

/** Rounds shares to whole numbers that add up to `total` (largest remainders first; ties go to the earlier item). */
export function roundToTotal(exact: readonly number[], total: number): number[] {
  const counts = exact.map(Math.floor);
  const left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let i = 0; i < left; i++) {
    const index = byRemainder[i % byRemainder.length]![1];
    counts[index] = counts[index]! + 1;
  }
  return counts;
}

/**
 * Businesses per city in proportion to its population, at least CITY_FLOOR and at most CITY_CAP, adding up to
 * `total`. The listings per resident are the same everywhere except at the floor and the cap: the rate is found
 * by bisection so that the clamped shares add up.
 */
export function businessesPerCity(populations: readonly number[], total: number): number[] {
  const clamped = (rate: number) => populations.map((population) => Math.min(CITY_CAP, Math.max(CITY_FLOOR, population * rate)));
  const sum = (rate: number) => clamped(rate).reduce((a, b) => a + b, 0);
  let [low, high] = [0, 1];
  for (let i = 0; i < 100; i++) {
    const middle = (low + high) / 2;
    if (sum(middle) < total) low = middle;
    else high = middle;
  }
  return roundToTotal(clamped(high), total);
}

/** A city's businesses split by primary service in proportion to SERVICE_DEMAND. */
export function businessesPerService(cityTotal: number, serviceSlugs: readonly string[]): number[] {
  const weights = serviceSlugs.map((slug) => SERVICE_DEMAND[slug] ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  return roundToTotal(
    weights.map((weight) => (cityTotal * weight) / sum),
    cityTotal,
  );
}
