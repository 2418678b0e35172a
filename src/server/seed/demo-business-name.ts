import { DISTRICTS, NAME_CORES, SURNAMES, leadsFor } from './demo-names.js';
import type { Random } from './prng.js';

/** Random tries before the namer walks the district variants in order (which always finds a free name). */
const RANDOM_TRIES = 30;

/**
 * DEMO DATA: names the businesses of one city. A name fits the business's primary service and is never used twice
 * in the city (compared case-insensitively): two "Austin Pet Spa"s on one list look like a broken directory.
 */
export function createCityNamer(random: Random, cityName: string): (serviceSlug: string) => string {
  const taken = new Set<string>();
  const take = (name: string) => {
    const key = name.toLowerCase();
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  };
  return (serviceSlug) => {
    const cores = NAME_CORES[serviceSlug];
    if (!cores) throw new Error(`No demo name words for service ${serviceSlug}`);
    const leads = leadsFor(serviceSlug);
    for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
      const core = random.pick(cores);
      const pattern = random.weighted([
        ['lead', 5],
        ['surname', 3],
        ['city', 1],
      ] as const);
      const name =
        pattern === 'surname' ? `${random.pick(SURNAMES)}'s ${core}` : pattern === 'city' ? `${cityName} ${core}` : `${random.pick(leads)} ${core}`;
      if (take(name)) return name;
    }
    // A crowded city: the same lead and core, told apart by the part of town (deterministic order, always ends).
    for (const district of DISTRICTS) {
      for (const lead of leads) {
        for (const core of cores) {
          const name = `${lead} ${core} ${district}`;
          if (take(name)) return name;
        }
      }
    }
    throw new Error(`Ran out of demo names for ${serviceSlug} in ${cityName}`);
  };
}
