import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { City, HomeStats, Service } from '#shared/catalog.js';
import type { Db } from '../db/connect.js';
import { appMeta, businesses, cities, services } from '../db/schema.js';
import { notFound } from '../errors.js';
import { isPublicListing } from '../listings/visibility.js';

/** The columns of the public City shape, in one place for every query that returns cities. */
export const cityColumns = {
  id: cities.id,
  name: cities.name,
  slug: cities.slug,
  state: cities.state,
  population: cities.population,
  petOwnershipRate: cities.petOwnershipRate,
  averageIncome: cities.averageIncome,
  climate: cities.climate,
  timeZone: cities.timeZone,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

export const serviceColumns = {
  id: services.id,
  name: services.name,
  slug: services.slug,
  description: services.description,
  category: services.category,
  keywords: services.keywords,
  avgPriceMin: services.avgPriceMin,
  avgPriceMax: services.avgPriceMax,
  frequency: services.frequency,
};

const serviceOrder = [asc(services.sortOrder), asc(services.name), asc(services.id)];

/** `demoData`: the rows came from the demo seeder (it writes app_meta 'seed'), so pages say the listings are examples. */
type Catalog = { cities: City[]; services: Service[]; demoData: boolean };
/**
 * Cities, services and the site's counts, kept in memory for a database the app serves (`rememberCatalog`, called
 * by the public cache's invalidation). They change only by seeding (and the count by listing decisions), which
 * invalidate them through the cache's tags, in every process; a database without memory (scripts) is read each call.
 */
const memory = new WeakMap<Db, Slot>();

export function rememberCatalog(db: Db) {
  if (!memory.has(db)) memory.set(db, {});
  return {
    forgetCatalog: () => void (memory.get(db)!.catalog = undefined),
    forgetStats: () => void (memory.get(db)!.stats = undefined),
  };
}

type Slot = { catalog?: Promise<Catalog>; stats?: Promise<HomeStats> };

/** For rows written around the app's invalidating writes (test fixtures): the next read goes to the database. */
export function forgetRememberedCatalog(db: Db) {
  const slot = memory.get(db);
  if (slot) slot.catalog = slot.stats = undefined;
}

function remembered<K extends keyof Slot>(db: Db, key: K, load: () => NonNullable<Slot[K]>): NonNullable<Slot[K]> {
  const slot = memory.get(db);
  if (!slot) return load();
  const kept = slot[key];
  if (kept) return kept as NonNullable<Slot[K]>;
  const value = load();
  slot[key] = value;
  // A failed read is not remembered.
  value.catch(() => {
    if (slot[key] === value) slot[key] = undefined;
  });
  return value;
}

const readCatalog = (db: Db) =>
  remembered(db, 'catalog', async () => {
    const [cityRows, serviceRows, seedRows] = await Promise.all([
      db.select(cityColumns).from(cities).orderBy(desc(cities.population), asc(cities.name), asc(cities.id)),
      db.select(serviceColumns).from(services).orderBy(...serviceOrder),
      db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'seed')).limit(1),
    ]);
    return { cities: cityRows, services: serviceRows, demoData: seedRows[0]?.value.startsWith('demo') ?? false };
  });

export async function listCities(db: Db): Promise<City[]> {
  return (await readCatalog(db)).cities;
}

export async function listServices(db: Db): Promise<Service[]> {
  return (await readCatalog(db)).services;
}

/** Whether the site runs on the generated demo data (the seeder's mark is in app_meta). */
export async function isDemoData(db: Db): Promise<boolean> {
  return (await readCatalog(db)).demoData;
}

export function getStats(db: Db): Promise<HomeStats> {
  return remembered(db, 'stats', async () => {
    const [catalog, [businessCount]] = await Promise.all([
      readCatalog(db),
      db.select({ n: sql<number>`count(*)::int` }).from(businesses).where(isPublicListing),
    ]);
    return { cities: catalog.cities.length, services: catalog.services.length, businesses: businessCount!.n };
  });
}

export async function findCityBySlug(db: Db, slug: string): Promise<City | undefined> {
  if (memory.has(db)) return (await readCatalog(db)).cities.find((city) => city.slug === slug);
  const [city] = await db.select(cityColumns).from(cities).where(eq(cities.slug, slug)).limit(1);
  return city;
}

export async function findServiceBySlug(db: Db, slug: string): Promise<Service | undefined> {
  if (memory.has(db)) return (await readCatalog(db)).services.find((service) => service.slug === slug);
  const [service] = await db.select(serviceColumns).from(services).where(eq(services.slug, slug)).limit(1);
  return service;
}

export async function getCityBySlug(db: Db, slug: string): Promise<City> {
  const city = await findCityBySlug(db, slug);
  if (!city) throw notFound('City');
  return city;
}

export async function getServiceBySlug(db: Db, slug: string): Promise<Service> {
  const service = await findServiceBySlug(db, slug);
  if (!service) throw notFound('Service');
  return service;
}

/** Up to 4 related services, in the same category, never the service itself. */
export const RELATED_SERVICES_LIMIT = 4;

export async function listRelatedServices(db: Db, service: Pick<Service, 'id' | 'category'>): Promise<Service[]> {
  if (memory.has(db)) {
    const all = await listServices(db);
    return all.filter((other) => other.category === service.category && other.id !== service.id).slice(0, RELATED_SERVICES_LIMIT);
  }
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.category, service.category), ne(services.id, service.id)))
    .orderBy(...serviceOrder)
    .limit(RELATED_SERVICES_LIMIT);
}
