import { randomUUID } from 'node:crypto';
import type { City, Service } from '#shared/catalog.js';
import { emptySchedule, type WeeklySchedule } from '#shared/hours/week.js';
import { cityColumns, forgetRememberedCatalog, serviceColumns } from '../../src/server/catalog/service.js';
import type { Db } from '../../src/server/db/connect.js';
import { businessServices, businesses, cities, reviews, services } from '../../src/server/db/schema.js';

/** The hours a test business keeps unless told otherwise: Mon-Fri 9-6, Sat 10-4, Sunday closed. */
export const TEST_SCHEDULE: WeeklySchedule = {
  ...emptySchedule(),
  ...Object.fromEntries((['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, [{ start: '09:00', end: '18:00' }]])),
  sat: [{ start: '10:00', end: '16:00' }],
};

/** A short unique token for names and slugs, so tests never collide with each other or with the seed. */
export const uniqueToken = () => randomUUID().replaceAll('-', '').slice(0, 10);

export async function createCity(db: Db, overrides: Partial<Omit<City, 'id'>> = {}): Promise<City> {
  const token = uniqueToken();
  const [city] = await db
    .insert(cities)
    .values({
      name: `Testville ${token}`,
      slug: `testville-${token}`,
      state: 'TX',
      population: 1000,
      petOwnershipRate: 0.62,
      averageIncome: 65000,
      climate: 'hot',
      timeZone: 'America/Chicago',
      latitude: 30.2672,
      longitude: -97.7431,
      ...overrides,
    })
    .returning(cityColumns);
  forgetRememberedCatalog(db);
  return city!;
}

export async function createService(db: Db, overrides: Partial<Omit<Service, 'id'>> & { sortOrder?: number } = {}): Promise<Service> {
  const token = uniqueToken();
  const [service] = await db
    .insert(services)
    .values({
      name: `Test Service ${token}`,
      slug: `test-service-${token}`,
      description: 'A service made by a test.',
      category: `test-category-${token}`,
      keywords: ['test'],
      avgPriceMin: 40,
      avgPriceMax: 80,
      frequency: 'Every 6 weeks',
      sortOrder: 1000,
      ...overrides,
    })
    .returning(serviceColumns);
  forgetRememberedCatalog(db);
  return service!;
}

export type ReviewInput = { rating: number; text?: string; userName?: string; daysAgo?: number; source?: string };

export type BusinessInput = {
  city: Pick<City, 'id' | 'name' | 'state' | 'latitude' | 'longitude'>;
  services: Pick<Service, 'id'>[];
  reviews?: ReviewInput[];
  /** Miles north of the city centre (one degree of latitude is about 69 miles). */
  milesFromCentre?: number;
  name?: string;
  description?: string | null;
  address?: string;
  phone?: string;
  website?: string | null;
  schedule?: WeeklySchedule | null;
  priceMin?: number | null;
  priceMax?: number | null;
  isMobile?: boolean;
  isClaimed?: boolean;
  isVerified?: boolean;
  /** The owner account; public answers call a listing verified only with one. */
  ownerId?: number | null;
  /** Overrides what the reviews imply. */
  rating?: string;
  reviewCount?: number;
};

/** A business with its services and reviews; rating and review count agree with the reviews unless overridden. */
export async function createBusiness(db: Db, input: BusinessInput) {
  const token = uniqueToken();
  const given = input.reviews ?? [];
  const average = given.length ? given.reduce((sum, r) => sum + r.rating, 0) / given.length : 0;
  const [business] = await db
    .insert(businesses)
    .values({
      name: input.name ?? `Test Business ${token}`,
      description: input.description === undefined ? 'A friendly test business.' : input.description,
      address: input.address ?? `${100 + given.length} Test St, ${input.city.name}, ${input.city.state} 78701`,
      phone: input.phone ?? '(512) 555-0123',
      website: input.website === undefined ? `https://${token}.example.com` : input.website,
      weeklyHours: input.schedule === undefined ? TEST_SCHEDULE : input.schedule,
      priceMin: input.priceMin === undefined ? 40 : input.priceMin,
      priceMax: input.priceMax === undefined ? 80 : input.priceMax,
      isMobile: input.isMobile ?? false,
      isClaimed: input.isClaimed ?? false,
      isVerified: input.isVerified ?? false,
      ownerId: input.ownerId ?? null,
      rating: input.rating ?? average.toFixed(1),
      reviewCount: input.reviewCount ?? given.length,
      cityId: input.city.id,
      latitude: input.city.latitude + (input.milesFromCentre ?? 0) / 69.05,
      longitude: input.city.longitude,
    })
    .returning({ id: businesses.id, name: businesses.name });
  forgetRememberedCatalog(db);
  const id = business!.id;
  if (input.services.length) {
    await db.insert(businessServices).values(input.services.map((service) => ({ businessId: id, serviceId: service.id })));
  }
  if (given.length) {
    await db.insert(reviews).values(
      given.map((review, index) => ({
        businessId: id,
        userName: review.userName ?? `Reviewer ${index + 1}`,
        rating: review.rating,
        text: review.text ?? `Review number ${index + 1}.`,
        timeCreated: new Date(Date.now() - (review.daysAgo ?? index) * 86_400_000),
        source: review.source ?? 'yelp',
        reviewUrl: null,
      })),
    );
  }
  return { id, name: business!.name };
}
