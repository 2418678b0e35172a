import type { Random } from './prng.js';

/**
 * DEMO DATA: the other services a business plausibly offers besides its primary one, by primary service. Only
 * services its name still fits: a groomer may trim nails, a vet may see emergencies, a walker may take dogs hiking;
 * a dog walker never shows up under Dog Training.
 */
const PLAUSIBLE_EXTRAS: Readonly<Record<string, readonly string[]>> = {
  'dog-grooming': ['cat-grooming', 'pet-nail-trimming', 'mobile-pet-grooming'],
  'cat-grooming': ['pet-nail-trimming'],
  'mobile-pet-grooming': ['dog-grooming', 'cat-grooming', 'pet-nail-trimming'],
  'pet-nail-trimming': [],
  veterinarian: ['pet-dental-care', 'emergency-vet', 'mobile-vet', 'pet-nail-trimming'],
  'emergency-vet': ['veterinarian'],
  'pet-dental-care': ['veterinarian'],
  'mobile-vet': ['veterinarian'],
  'dog-training': ['puppy-training', 'behavior-training'],
  'puppy-training': ['dog-training'],
  'behavior-training': ['dog-training'],
  'pet-boarding': ['doggy-daycare', 'pet-taxi'],
  'doggy-daycare': ['pet-boarding'],
  'pet-sitting': ['dog-walking', 'pet-taxi'],
  'pet-taxi': [],
  'dog-walking': ['pet-sitting', 'dog-running', 'dog-hiking'],
  'dog-running': ['dog-walking', 'dog-hiking'],
  'dog-hiking': ['dog-walking', 'dog-running'],
};

/** The services a business with this primary service may also list. */
export function plausibleExtras<S extends { slug: string }>(primary: S, services: readonly S[]): S[] {
  const slugs = PLAUSIBLE_EXTRAS[primary.slug] ?? [];
  return services.filter((service) => slugs.includes(service.slug));
}

/** Zero to three of the plausible extras, most businesses listing none or one. */
export function relatedServices<S extends { slug: string }>(random: Random, primary: S, services: readonly S[]): S[] {
  const count = random.weighted([
    [0, 40],
    [1, 35],
    [2, 18],
    [3, 7],
  ] as const);
  return random.sample(plausibleExtras(primary, services), count);
}
