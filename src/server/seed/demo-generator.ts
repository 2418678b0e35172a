/**
 * DEMO DATA. Everything this module makes is a generated example, not a real business or review: names come from
 * word lists, phone numbers from the fictional 555-01xx block, websites from example.com, reviews from sentence
 * lists. The seeder records it as demo data (app_meta 'seed'), and the site says so in its footer.
 */
import type { businesses, businessServices } from '../db/schema.js';
import { businessesPerCity, businessesPerService } from './demo-allocation.js';
import { createCityNamer } from './demo-business-name.js';
import { DESCRIPTION_CLOSERS, DESCRIPTION_OPENERS, SERVICE_OPENERS } from './demo-descriptions.js';
import { demoSchedule, emergencySchedule } from './demo-hours.js';
import { CITY_LOCALE, STREET_NAMES, STREET_TYPES } from './demo-places.js';
import { plausibleExtras, relatedServices } from './demo-related.js';
import { averageRating, generateReviews, type DemoReview } from './demo-reviews.js';
import type { CitySeed } from './cities-data.js';
import { createRandom, type Random } from './prng.js';
import type { ServiceSeed } from './services-data.js';

export const DEMO_SEED = 20_240_611;
export const DEMO_BUSINESS_TOTAL = 18_600;

export type DemoCity = Pick<CitySeed, 'name' | 'slug' | 'state' | 'population' | 'latitude' | 'longitude'> & { id: number };
export type DemoService = Pick<ServiceSeed, 'slug' | 'category' | 'avgPriceMin' | 'avgPriceMax'> & { id: number };
export type DemoBusiness = Required<typeof businesses.$inferInsert>;
export type DemoBusinessService = typeof businessServices.$inferInsert;
export type DemoData = { businesses: DemoBusiness[]; businessServices: DemoBusinessService[]; reviews: DemoReview[] };

const DAY_MS = 86_400_000;
const FIRST_LISTED_AT = Date.UTC(2019, 0, 1);
const MAX_RADIUS_MILES = 12;
/** Services that come to the customer by their nature; and those often done at the customer's door. */
const ALWAYS_MOBILE = new Set(['mobile-pet-grooming', 'mobile-vet', 'pet-taxi']);
const OFTEN_MOBILE = new Set(['pet-sitting', 'dog-walking', 'dog-running', 'dog-hiking']);

/**
 * The demo listings: a pure function of the cities, services and seed. DEMO_BUSINESS_TOTAL businesses are shared
 * out by population (demo-allocation.ts: a town gets a few, a big city many), each city's by how common each kind
 * of business is. Every business's first service row is its primary service, and its name fits it.
 */
export function generateDemoData(cities: readonly DemoCity[], services: readonly DemoService[], seed = DEMO_SEED): DemoData {
  const random = createRandom(seed);
  const perCity = businessesPerCity(
    cities.map((city) => city.population),
    DEMO_BUSINESS_TOTAL,
  );
  const data: DemoData = { businesses: [], businessServices: [], reviews: [] };
  cities.forEach((city, cityIndex) => {
    const perService = businessesPerService(
      perCity[cityIndex] ?? 0,
      services.map((service) => service.slug),
    );
    const nameFor = createCityNamer(random, city.name);
    const offered: DemoBusinessService[][] = [];
    services.forEach((primary, serviceIndex) => {
      for (let n = 0; n < (perService[serviceIndex] ?? 0); n++) {
        const id = data.businesses.length + 1;
        const business = generateBusiness(random, id, city, primary, nameFor(primary.slug));
        const reviews = generateReviews(random, id, primary.category, business.createdAt, data.reviews.length + 1);
        business.reviewCount = reviews.length;
        business.rating = averageRating(reviews);
        data.businesses.push(business);
        data.reviews.push(...reviews);
        offered.push([primary, ...relatedServices(random, primary, services)].map((service) => ({ businessId: id, serviceId: service.id, cityId: city.id })));
      }
    });
    coverEveryService(random, offered, services, city.id);
    keepEmergencyHours(data.businesses, offered, services);
    data.businessServices.push(...offered.flat());
  });
  return data;
}

/**
 * Every service is offered somewhere in every city (each service-city page lists someone): a service no business
 * of the city offers is added to one whose primary service plausibly includes it (a vet taking emergencies).
 */
function coverEveryService(random: Random, offered: DemoBusinessService[][], services: readonly DemoService[], cityId: number) {
  const byId = new Map(services.map((service) => [service.id, service]));
  const covered = new Set(offered.flat().map((row) => row.serviceId));
  for (const service of services) {
    if (covered.has(service.id)) continue;
    const hosts = offered.filter(([primary]) => plausibleExtras(byId.get(primary!.serviceId)!, services).includes(service));
    if (hosts.length === 0) continue;
    const host = random.pick(hosts);
    host.push({ businessId: host[0]!.businessId, serviceId: service.id, cityId });
  }
}

/** A business that offers emergency care as a second service keeps emergency hours, not its clinic's. */
function keepEmergencyHours(businesses: DemoBusiness[], offered: DemoBusinessService[][], services: readonly DemoService[]) {
  const emergency = services.find((service) => service.slug === 'emergency-vet');
  if (!emergency) return;
  for (const [primary, ...extras] of offered) {
    if (!primary || !extras.some((row) => row.serviceId === emergency.id)) continue;
    // Ids are given in order from 1, so a business sits at its id less one.
    const business = businesses[primary.businessId - 1]!;
    business.weeklyHours = emergencySchedule(business.id);
  }
}

function generateBusiness(random: Random, id: number, city: DemoCity, primary: DemoService, name: string): DemoBusiness {
  const [areaCode, zipFirst, zipLast] = CITY_LOCALE[city.slug] ?? [555, 10001, 10001];
  const zip = String(random.int(zipFirst, zipLast)).padStart(5, '0');
  const street = `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}`;
  const createdAt = new Date(FIRST_LISTED_AT + random.int(0, 1825) * DAY_MS + random.int(0, 86_399) * 1000);
  const [latitude, longitude] = pointNear(random, city);
  const [priceMin, priceMax] = prices(random, primary);
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
    legacyHours: null,
    // Generated, not imported: no operator's id.
    sourceId: null,
    weeklyHours: demoSchedule(random, primary.slug),
    isMobile: ALWAYS_MOBILE.has(primary.slug) || random.chance(OFTEN_MOBILE.has(primary.slug) ? 0.45 : 0.05),
    // Unowned here; demo-owners.ts gives about a tenth an owner account with an approved claim, which verifies them.
    isClaimed: false,
    isVerified: false,
    status: 'approved',
    closedAt: null,
    mergedIntoId: null,
    resubmissions: 0,
    cityId: city.id,
    ownerId: null,
    latitude,
    longitude,
    createdAt,
    updatedAt: createdAt,
  };
}

function description(random: Random, city: DemoCity, primary: DemoService, createdAt: Date): string {
  const opener = random.pick(SERVICE_OPENERS[primary.slug] ?? DESCRIPTION_OPENERS[primary.category]);
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
