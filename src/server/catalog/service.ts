import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { City, HomeStats, Service } from '../../shared/catalog.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, services } from '../db/schema.js';
import { notFound } from '../errors.js';

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

export function listCities(db: Db): Promise<City[]> {
  return db.select(cityColumns).from(cities).orderBy(desc(cities.population), asc(cities.name), asc(cities.id));
}

export function listServices(db: Db): Promise<Service[]> {
  return db.select(serviceColumns).from(services).orderBy(...serviceOrder);
}

export async function getStats(db: Db): Promise<HomeStats> {
  const count = sql<number>`count(*)::int`;
  const [[cityCount], [serviceCount], [businessCount]] = await Promise.all([
    db.select({ n: count }).from(cities),
    db.select({ n: count }).from(services),
    db.select({ n: count }).from(businesses),
  ]);
  return { cities: cityCount!.n, services: serviceCount!.n, businesses: businessCount!.n };
}

export async function findCityBySlug(db: Db, slug: string): Promise<City | undefined> {
  const [city] = await db.select(cityColumns).from(cities).where(eq(cities.slug, slug)).limit(1);
  return city;
}

export async function findServiceBySlug(db: Db, slug: string): Promise<Service | undefined> {
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

/** Spec: up to 4 related services, in the same category, never the service itself. */
export const RELATED_SERVICES_LIMIT = 4;

export function listRelatedServices(db: Db, service: Pick<Service, 'id' | 'category'>): Promise<Service[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.category, service.category), ne(services.id, service.id)))
    .orderBy(...serviceOrder)
    .limit(RELATED_SERVICES_LIMIT);
}
