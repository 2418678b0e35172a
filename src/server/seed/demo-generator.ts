import type { businesses, businessServices } from '../db/schema.js';
import type { CitySeed } from './cities-data.js';
import { NAME_CORES, NAME_LEADS, SURNAMES } from './demo-names.js';
import { CITY_LOCALE, STREET_NAMES, STREET_TYPES } from './demo-places.js';
import { averageRating, generateReviews, type DemoReview } from './demo-reviews.js';
import { DESCRIPTION_CLOSERS, DESCRIPTION_OPENERS, HOURS_TEMPLATES } from './demo-text.js';
import { createRandom, type Random } from './prng.js';
import type { ServiceSeed } from './services-data.js';

export const DEMO_SEED = 20_240_611;
/** Every (service, city) pair gets this many businesses whose primary service it is. */
export const BUSINESSES_PER_PAIR = 10;
export const DEMO_BUSINESS_TOTAL = 18_600;

export type DemoCity = Pick<CitySeed, 'name' | 'slug' | 'state' | 'population' | 'latitude' | 'longitude'> & { id: number };
export type DemoService = Pick<ServiceSeed, 'slug' | 'category' | 'avgPriceMin' | 'avgPriceMax'> & { id: number };
export type DemoBusiness = Required<typeof businesses.$inferInsert>;
export type DemoBusinessService = typeof businessServices.$inferInsert;
export type DemoData = { businesses: DemoBusiness[]; businessServices: DemoBusinessService[]; reviews: DemoReview[] };

const DAY_MS = 86_400_000;
const FIRST_LISTED_AT = Date.UTC(2019, 0, 1);
const MAX_RADIUS_MILES = 12;
const MOBILE_FRIENDLY = new Set(['mobile-pet-grooming', 'mobile-vet', 'pet-taxi', 'pet-sitting', 'dog-walking', 'dog-running', 'dog-hiking']);
const HEADLINE = new Set(['dog-grooming', 'veterinarian', 'dog-training', 'pet-boarding']);
/** Which other categories a business of a category plausibly also offers. */
const RELATED_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  grooming: ['grooming', 'care'],
  medical: ['medical'],
  training: ['training', 'exercise', 'care'],
  care: ['care', 'exercise', 'grooming'],
  exercise: ['exercise', 'care', 'training'],
};

/**
 * The demo listings: a pure function of the cities, services and seed. Each (service, city) pair first gets
 * BUSINESSES_PER_PAIR businesses with that primary service; the rest up to DEMO_BUSINESS_TOTAL are shared out by
 * the square root of population, so bigger cities have more without New York swamping the set.
 */
export function generateDemoData(cities: readonly DemoCity[], services: readonly DemoService[], seed = DEMO_SEED): DemoData {
  const random = createRandom(seed);
  const extras = shareOut(DEMO_BUSINESS_TOTAL - cities.length * services.length * BUSINESSES_PER_PAIR, cities);
  const serviceWeights = services.map((service) => [service, HEADLINE.has(service.slug) ? 3 : 1] as const);
  const data: DemoData = { businesses: [], businessServices: [], reviews: [] };
  cities.forEach((city, cityIndex) => {
    const primaries = services.flatMap((service) => Array<DemoService>(BUSINESSES_PER_PAIR).fill(service));
    for (let i = 0; i < (extras[cityIndex] ?? 0); i++) primaries.push(random.weighted(serviceWeights));
    for (const primary of primaries) {
      const id = data.businesses.length + 1;
      const business = generateBusiness(random, id, city, primary);
      const reviews = generateReviews(random, id, business.createdAt, data.reviews.length + 1);
      business.reviewCount = reviews.length;
      business.rating = averageRating(reviews);
      data.businesses.push(business);
      data.reviews.push(...reviews);
      for (const service of [primary, ...relatedServices(random, primary, services)]) {
        data.businessServices.push({ businessId: id, serviceId: service.id, cityId: city.id });
      }
    }
  });
  return data;
}

/** Splits `total` by the square root of each city's population (largest remainders, no randomness). */
function shareOut(total: number, cities: readonly DemoCity[]): number[] {
  const weights = cities.map((city) => Math.sqrt(city.population));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (Math.max(0, total) * weight) / sum);
  const counts = exact.map(Math.floor);
  const left = Math.max(0, total) - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let i = 0; i < left; i++) {
    const index = byRemainder[i]?.[1] ?? 0;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

function relatedServices(random: Random, primary: DemoService, services: readonly DemoService[]): DemoService[] {
  const categories = RELATED_CATEGORIES[primary.category] ?? [primary.category];
  const pool = services.filter((service) => service !== primary && categories.includes(service.category));
  const count = random.weighted([
    [0, 35],
    [1, 35],
    [2, 20],
    [3, 10],
  ] as const);
  return random.sample(pool, count);
}

function generateBusiness(random: Random, id: number, city: DemoCity, primary: DemoService): DemoBusiness {
  const name = businessName(random, city, primary);
  const [areaCode, zipFirst, zipLast] = CITY_LOCALE[city.slug] ?? [555, 10001, 10001];
  const zip = String(random.int(zipFirst, zipLast)).padStart(5, '0');
  const street = `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}`;
  const createdAt = new Date(FIRST_LISTED_AT + random.int(0, 1825) * DAY_MS + random.int(0, 86_399) * 1000);
  const [latitude, longitude] = pointNear(random, city);
  const [priceMin, priceMax] = prices(random, primary);
  const claimed = random.chance(0.08);
  return {
    id,
    name,
    description: description(random, city, primary, createdAt),
    address: `${street}, ${city.name}, ${city.state} ${zip}`,
    phone: `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
    website: random.chance(0.7) ? `https://${websiteSlug(name, city)}.example.com` : null,
    imageUrl: null,
    rating: '0.0',
    reviewCount: 0,
    priceMin,
    priceMax,
    hours: primary.slug === 'emergency-vet' && random.chance(0.7) ? 'Open 24 hours, 7 days a week' : random.pick(HOURS_TEMPLATES),
    isMobile: random.chance(MOBILE_FRIENDLY.has(primary.slug) ? 0.45 : 0.08),
    isClaimed: claimed,
    isVerified: claimed,
    status: 'approved',
    resubmissions: 0,
    cityId: city.id,
    ownerId: null,
    latitude,
    longitude,
    createdAt,
    updatedAt: createdAt,
  };
}

function businessName(random: Random, city: DemoCity, primary: DemoService): string {
  const core = random.pick(NAME_CORES[primary.category] ?? ['Pet Services']);
  const pattern = random.weighted([
    ['lead', 5],
    ['surname', 3],
    ['city', 2],
  ] as const);
  if (pattern === 'surname') return `${random.pick(SURNAMES)}'s ${core}`;
  if (pattern === 'city') return `${city.name} ${core}`;
  return `${random.pick(NAME_LEADS)} ${core}`;
}

function description(random: Random, city: DemoCity, primary: DemoService, createdAt: Date): string {
  const opener = random.pick(DESCRIPTION_OPENERS[primary.category] ?? ['Caring for local pets.']);
  const sinceYear = createdAt.getUTCFullYear() - random.int(0, 15);
  const closer = random.pick(DESCRIPTION_CLOSERS).replace('{city}', city.name).replace('{year}', String(sinceYear));
  return `${opener} ${closer}`;
}

/** A point within MAX_RADIUS_MILES of the centre, uniform over the disc (about 17 % fall within 5 miles). */
function pointNear(random: Random, city: DemoCity): [number, number] {
  const miles = MAX_RADIUS_MILES * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const latitude = city.latitude + (miles * Math.cos(bearing)) / 69.0;
  const longitude = city.longitude + (miles * Math.sin(bearing)) / (69.17 * Math.cos((city.latitude * Math.PI) / 180));
  return [Number(latitude.toFixed(6)), Number(longitude.toFixed(6))];
}

/** Whole-dollar prices scattered around the service's typical range. */
function prices(random: Random, service: DemoService): [number, number] {
  const min = Math.max(5, Math.round(service.avgPriceMin * (0.6 + random.next() * 0.7)));
  const max = Math.round(service.avgPriceMax * (0.7 + random.next() * 0.7));
  return [min, Math.max(max, min + 10)];
}

function websiteSlug(name: string, city: DemoCity): string {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.includes(city.slug) ? slug : `${slug}-${city.slug}`;
}
