import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '#shared/reviews.js';
import { apiPaths } from '#shared/api-paths.js';
import type { City, Service } from '#shared/catalog.js';
import { errorBodySchema } from '#shared/errors.js';
import {
  businessDetailResponseSchema,
  serviceCityResponseSchema,
  type Business,
  type ServiceCityResponse,
} from '#shared/listings.js';
import { businesses, cities } from '../../src/server/db/schema.js';
import { CACHE_POLICY } from '../../src/server/http/cache-policy.js';
import { createBusiness, createCity, createService, TEST_SCHEDULE, uniqueToken } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();

let city: City;
let service: Service;
let sibling: Service;
let cousin: Service;
const ids: Record<string, number> = {};
const token = uniqueToken();

beforeAll(async () => {
  const category = `grooming-${token}`;
  city = await createCity(deps.db, { climate: 'hot', latitude: 35, longitude: -100, petOwnershipRate: 0.58 });
  service = await createService(deps.db, { name: `Paw Spa ${token}`, category, frequency: 'Every 6 weeks' });
  sibling = await createService(deps.db, { name: `Nail Trim ${token}`, category });
  cousin = await createService(deps.db, { name: `Obedience ${token}` });
  const other = await createCity(deps.db, { latitude: 35, longitude: -100 });
  const make = async (key: string, input: Omit<Parameters<typeof createBusiness>[1], 'city' | 'services'> & { extra?: Service[] }) => {
    const { extra = [], ...rest } = input;
    ids[key] = (await createBusiness(deps.db, { city, services: [service, ...extra], ...rest })).id;
  };
  await make('alpha', { name: `Alpha Grooming ${token}`, isVerified: true, isClaimed: true, reviews: [{ rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 5 }], priceMin: 30, priceMax: 40, milesFromCentre: 1 });
  await make('bravo', { name: `Bravo Pets ${token}`, reviews: [{ rating: 4 }, { rating: 4 }, { rating: 4 }], priceMin: 50, priceMax: 70, milesFromCentre: 8, isMobile: true });
  await make('charlie', { name: `Charlie Care ${token}`, reviews: [{ rating: 3 }, { rating: 3 }], priceMin: 80, priceMax: 120, milesFromCentre: 20 });
  await make('delta', { name: `Delta Dogs ${token}`, priceMin: null, priceMax: null, milesFromCentre: 40, description: `Known for the zebra-${token} special.` });
  await make('echo', { name: `Echo Clinic ${token}`, extra: [sibling], reviews: [{ rating: 5 }, { rating: 4 }], priceMin: 45, priceMax: 55, milesFromCentre: 3 });
  await make('edge30', { name: `Foxtrot ${token}`, reviews: [{ rating: 4 }], priceMin: 20, priceMax: 40, milesFromCentre: 2 });
  await make('edge80', { name: `Golf ${token}`, reviews: [{ rating: 4 }], priceMin: 70, priceMax: 90, milesFromCentre: 2 });
  for (let i = 0; i < 6; i++) {
    await make(`filler${i}`, { name: `Filler ${i} ${token}`, reviews: [{ rating: 4 }, { rating: 3 }], priceMin: 60, priceMax: 60, milesFromCentre: 2 + i / 10 });
  }
  // Not part of the pair: another service in the same city, and the same service in another city.
  await createBusiness(deps.db, { city, services: [cousin], name: `Outsider ${token}` });
  await createBusiness(deps.db, { city: other, services: [service], name: `Elsewhere ${token}` });
});

const PAIR_SIZE = 13;

async function pairPage(query = ''): Promise<ServiceCityResponse> {
  const response = await app.inject({ method: 'GET', url: `${apiPaths.serviceCity(service.slug, city.slug)}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return serviceCityResponseSchema.parse(response.json());
}
const namesOf = (list: Business[]) => list.map((b) => b.id);

describe('GET /api/service/:serviceSlug/:citySlug', () => {
  it('answers the page content of the pair', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, city.slug) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_POLICY.publicRead);
    const page = serviceCityResponseSchema.parse(response.json());
    expect(page.service).toEqual(service);
    expect(page.city).toEqual(city);
    expect(page.total).toBe(PAIR_SIZE);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.businesses).toHaveLength(10);
    expect(page.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: service.name, url: `/${service.slug}` },
      { name: `${city.name}, ${city.state}`, url: `/${service.slug}/${city.slug}` },
    ]);
    expect(page.relatedServices.map((s) => s.id)).toEqual([sibling.id]);
    // 4x5 + 3x4 + 2x3 + (5+4) + 4 + 4 + 6x(4+3) = 97 over 25 reviews.
    expect(page.stats).toEqual({ businessCount: PAIR_SIZE, averageRating: (97 / 25).toFixed(1), petOwnershipRate: 0.58 });
    expect(page.seo.canonical).toBe(`http://localhost:3000/${service.slug}/${city.slug}`);
    expect(page.seo.title).toContain(service.name);
    expect(page.seo.title).toContain(city.name);
    expect(page.seo.description).toContain(String(PAIR_SIZE));
    expect(page.faqs.length).toBeGreaterThanOrEqual(3);
    expect(page.faqs.length).toBeLessThanOrEqual(5);
    const faqText = page.faqs.map((f) => `${f.question} ${f.answer}`).join(' ');
    expect(faqText).toContain(`${PAIR_SIZE} `);
    expect(faqText).toContain((97 / 25).toFixed(1));
    expect(faqText).toMatch(/\$\d+ to \$\d+/);
    expect(page.climateAdvice).toContain(city.name);
    expect(page.climateAdvice).toMatch(/hot/);
  });

  it('describes each business with its services, numeric-string rating, whole-dollar prices and distance', async () => {
    const page = await pairPage('?q=echo');
    expect(page.businesses).toHaveLength(1);
    const echo = page.businesses[0]!;
    expect(echo.id).toBe(ids.echo);
    expect(echo.rating).toBe('4.5');
    expect(echo.reviewCount).toBe(2);
    expect(echo.priceMin).toBe(45);
    expect(echo.priceMax).toBe(55);
    expect(echo.services).toEqual([service.name, sibling.name].sort((a, b) => a.localeCompare(b)));
    expect(echo.serviceIds.sort()).toEqual([service.id, sibling.id].sort());
    expect(echo.distance).toBe(3);
  });

  it('gives climate advice of its own to hot, cold and mild cities', async () => {
    const advice: string[] = [];
    for (const climate of ['hot', 'cold', 'mild']) {
      const place = await createCity(deps.db, { climate });
      const response = await app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, place.slug) });
      const page = serviceCityResponseSchema.parse(response.json());
      expect(page.total).toBe(0);
      expect(page.businesses).toEqual([]);
      expect(page.stats.averageRating).toBe('0.0');
      expect(page.climateAdvice).toContain(climate === 'cold' ? 'cold' : climate);
      advice.push(page.climateAdvice.replace(place.name, ''));
    }
    expect(new Set(advice).size).toBe(3);
  });

  it('answers 404 with a message for an unknown service or city', async () => {
    for (const url of [apiPaths.serviceCity(`no-such-service-${token}`, city.slug), apiPaths.serviceCity(service.slug, `no-such-city-${token}`)]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toMatch(/not found/i);
    }
  });

  it('pages: page 2 holds the rest, a page past the end is refused (issue 14), total never changes', async () => {
    const first = await pairPage();
    const second = await pairPage('?page=2');
    expect(second.businesses).toHaveLength(PAIR_SIZE - 10);
    const third = await app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, city.slug, { page: '3' }) });
    expect(third.statusCode).toBe(400);
    expect(errorBodySchema.parse(third.json()).message).toBe('Page 3 is past the last page (2)');
    for (const page of [first, second]) expect(page.total).toBe(PAIR_SIZE);
    const seen = [...namesOf(first.businesses), ...namesOf(second.businesses)];
    expect(new Set(seen).size).toBe(PAIR_SIZE);
    const small = await pairPage('?pageSize=5&page=3');
    expect(small.pageSize).toBe(5);
    expect(small.page).toBe(3);
    expect(namesOf(small.businesses)).toEqual(seen.slice(10, 13));
  });

  it('searches text in names, descriptions and service names, case-insensitively', async () => {
    expect(namesOf((await pairPage(`?q=${encodeURIComponent('CHARLIE care')}`)).businesses)).toEqual([ids.charlie]);
    expect(namesOf((await pairPage(`?q=ZEBRA-${token}`)).businesses)).toEqual([ids.delta]);
    expect(namesOf((await pairPage(`?q=${encodeURIComponent(sibling.name.toUpperCase())}`)).businesses)).toEqual([ids.echo]);
    // LIKE wildcards are taken literally.
    expect((await pairPage('?q=%25')).total).toBe(0);
    expect((await pairPage('?q=_')).total).toBe(0);
  });

  it('filters by service types (names or slugs) or a business name containing the type', async () => {
    expect(namesOf((await pairPage(`?types=${sibling.slug}`)).businesses)).toEqual([ids.echo]);
    expect(namesOf((await pairPage(`?types=${encodeURIComponent(sibling.name)}`)).businesses)).toEqual([ids.echo]);
    expect((await pairPage(`?types=${service.slug}`)).total).toBe(PAIR_SIZE);
    const byName = await pairPage(`?types=${encodeURIComponent(`Bravo,${sibling.slug}`)}`);
    expect(namesOf(byName.businesses).sort()).toEqual([ids.bravo, ids.echo].sort());
  });

  it('filters by minimum rating 4 or 3', async () => {
    const four = await pairPage('?minRating=4&pageSize=50');
    expect(four.businesses.every((b) => Number(b.rating) >= 4)).toBe(true);
    expect(namesOf(four.businesses).sort()).toEqual([ids.alpha, ids.bravo, ids.echo, ids.edge30, ids.edge80].sort());
    const three = await pairPage('?minRating=3&pageSize=50');
    expect(three.total).toBe(PAIR_SIZE - 1); // all but Delta, which has no reviews
  });

  it('filters by price bucket on the midpoint of min and max', async () => {
    const bucket = async (price: string) => namesOf((await pairPage(`?price=${encodeURIComponent(price)}&pageSize=50`)).businesses).sort();
    // Midpoints: alpha 35, edge30 30, echo 50, bravo 60, fillers 60, edge80 80, charlie 100, delta none.
    expect(await bucket('30-50')).toEqual([ids.alpha, ids.edge30].sort());
    const fillers = [0, 1, 2, 3, 4, 5].map((i) => ids[`filler${i}`]!);
    expect(await bucket('50-80')).toEqual([ids.echo, ids.bravo, ...fillers].sort());
    expect(await bucket('80+')).toEqual([ids.edge80, ids.charlie].sort());
  });

  it('filters by miles from the city centre and reports each distance', async () => {
    const within = async (miles: string) => (await pairPage(`?distance=${miles}&pageSize=50`)).businesses;
    const five = await within('5');
    expect(five.every((b) => b.distance! <= 5)).toBe(true);
    expect(namesOf(five)).not.toContain(ids.bravo);
    expect(five).toHaveLength(10);
    const ten = await within('10');
    expect(namesOf(ten)).toContain(ids.bravo);
    expect(namesOf(ten)).not.toContain(ids.charlie);
    expect(namesOf(await within('25'))).toContain(ids.charlie);
    const all = await within('any');
    expect(all).toHaveLength(PAIR_SIZE);
    const delta = all.find((b) => b.id === ids.delta)!;
    expect(delta.distance).toBeCloseTo(40, 0);
    expect(String(delta.distance)).toMatch(/^\d+(\.\d)?$/);
  });

  it('sorts by rating, reviews, price, distance, and best match', async () => {
    const sorted = async (sort: string) => (await pairPage(`?sort=${sort}&pageSize=50`)).businesses;
    const rated = await sorted('highest-rated');
    expect(rated.map((b) => Number(b.rating))).toEqual(rated.map((b) => Number(b.rating)).sort((a, b) => b - a));
    const reviewed = await sorted('most-reviews');
    expect(reviewed.map((b) => b.reviewCount)).toEqual(reviewed.map((b) => b.reviewCount).sort((a, b) => b - a));
    const cheap = await sorted('price-low-high');
    expect(cheap.at(-1)!.id).toBe(ids.delta); // no prices: last
    const mins = cheap.slice(0, -1).map((b) => b.priceMin!);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    const near = await sorted('distance');
    expect(near.map((b) => b.distance)).toEqual(near.map((b) => b.distance).sort((a, b) => a! - b!));
    expect(near[0]!.id).toBe(ids.alpha);
    expect(near.at(-1)!.id).toBe(ids.delta);
    const best = await sorted('best-match');
    expect(best[0]!.id).toBe(ids.alpha);
    expect(best.at(-1)!.id).toBe(ids.delta);
    // Paging walks the same order.
    const pageTwo = await pairPage('?sort=price-low-high&pageSize=5&page=2');
    expect(namesOf(pageTwo.businesses)).toEqual(namesOf(cheap.slice(5, 10)));
  });

  it('best match gives a verified listing no lift: 4.3 stars from 21 reviews rank above a verified listing without any', async () => {
    const pairCity = await createCity(deps.db, { latitude: 35, longitude: -100 });
    const pairService = await createService(deps.db, { name: `Best Match ${token}` });
    const fresh = await createBusiness(deps.db, { city: pairCity, services: [pairService], name: `Verified Newcomer ${token}`, isVerified: true, isClaimed: true });
    const reviews = [...Array(6).fill({ rating: 5 }), ...Array(15).fill({ rating: 4 })];
    const proven = await createBusiness(deps.db, { city: pairCity, services: [pairService], name: `Proven Groomer ${token}`, reviews });
    const response = await app.inject({ method: 'GET', url: apiPaths.serviceCity(pairService.slug, pairCity.slug) });
    const { businesses: best } = serviceCityResponseSchema.parse(response.json());
    expect(best.map((b) => [b.id, b.reviewCount, Number(b.rating)])).toEqual([
      [proven.id, 21, 4.3],
      [fresh.id, 0, 0],
    ]);
  });

  it('combines filters', async () => {
    const page = await pairPage('?minRating=4&distance=5&sort=distance');
    expect(namesOf(page.businesses)).toEqual([ids.alpha, ids.edge30, ids.edge80, ids.echo]);
    expect(page.total).toBe(4);
  });

  it('refuses bad query values with 400 and a message', async () => {
    const bad = ['minRating=5', 'minRating=abc', 'price=10-20', 'distance=7', 'sort=cheapest', 'page=0', 'page=abc', 'page=1.5', 'pageSize=51', 'pageSize=0', `q=${'x'.repeat(101)}`];
    for (const query of bad) {
      const response = await app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, city.slug, query) });
      expect(response.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(response.json()).message, query).toMatch(/query/i);
    }
  });
});

describe('GET /api/business/:id', () => {
  it('answers the business with its city and services', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.business(ids.echo!) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_POLICY.publicRead);
    const detail = businessDetailResponseSchema.parse(response.json());
    expect(detail.business.id).toBe(ids.echo);
    expect(detail.business.rating).toBe('4.5');
    expect(detail.business.schedule).toEqual(TEST_SCHEDULE);
    expect(detail.business.hours).toBe('Mon–Fri: 9 AM – 6 PM\nSat: 10 AM – 4 PM\nSun: Closed');
    expect(detail.city.timeZone).toBe('America/Chicago');
    expect(detail.city).toEqual(city);
    expect(detail.services.map((s) => s.slug).sort()).toEqual([service.slug, sibling.slug].sort());
    expect(detail.services[0]).toHaveProperty('category');
    expect(detail.business.serviceIds.sort()).toEqual([service.id, sibling.id].sort());
  });

  it('keeps an HTML-looking name as plain data', async () => {
    const name = '</script><script>alert(1)</script>';
    const { id } = await createBusiness(deps.db, { city, services: [service], name });
    const response = await app.inject({ method: 'GET', url: apiPaths.business(id) });
    expect(businessDetailResponseSchema.parse(response.json()).business.name).toBe(name);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, never 500', async () => {
    const missing = await app.inject({ method: 'GET', url: apiPaths.business(2147483647) });
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).message).toBe('Business not found');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '1e3x']) {
      const response = await app.inject({ method: 'GET', url: apiPaths.business(id) });
      expect(response.statusCode, id).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBeTruthy();
    }
  });
});

describe('GET /api/businesses/:id/reviews', () => {
  it('lists every review, newest first', async () => {
    const { id } = await createBusiness(deps.db, {
      city,
      services: [service],
      reviews: [
        { rating: 2, text: 'old', daysAgo: 30 },
        { rating: 5, text: 'newest', daysAgo: 0 },
        { rating: 4, text: 'middle', daysAgo: 3, source: 'foursquare' },
      ],
    });
    const response = await app.inject({ method: 'GET', url: apiPaths.businessReviews(id) });
    expect(response.statusCode).toBe(200);
    const list = reviewListSchema.parse(response.json());
    expect(list.map((r) => r.text)).toEqual(['newest', 'middle', 'old']);
    expect(list[1]!.source).toBe('foursquare');
    expect(Date.parse(list[0]!.timeCreated)).toBeGreaterThan(Date.parse(list[1]!.timeCreated));
  });

  it('answers an empty list for a business without reviews, 404 for none, 400 for a malformed id', async () => {
    const empty = await app.inject({ method: 'GET', url: apiPaths.businessReviews(ids.delta!) });
    expect(empty.statusCode).toBe(200);
    expect(reviewListSchema.parse(empty.json())).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const missing = await app.inject({ method: 'GET', url: apiPaths.businessReviews(2147483647) });
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).message).toBe('Business not found');
    const malformed = await app.inject({ method: 'GET', url: apiPaths.businessReviews('abc') });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the pair rows follow the listing (copies kept by the database)', () => {
  it('a change to rating, prices, status, city or place shows on the service-in-city call at once', async () => {
    const own = await createService(deps.db, { name: `Follow ${token}` });
    const here = await createCity(deps.db, { latitude: 40, longitude: -90 });
    const there = await createCity(deps.db, { latitude: 41, longitude: -91 });
    const first = await createBusiness(deps.db, { city: here, services: [own], reviews: [{ rating: 5 }, { rating: 5 }], priceMin: 50, priceMax: 60 });
    const second = await createBusiness(deps.db, { city: here, services: [own], reviews: [{ rating: 3 }], priceMin: 70, priceMax: 80 });
    const call = async (citySlug: string, query: string) => {
      const response = await app.inject({ method: 'GET', url: `${apiPaths.serviceCity(own.slug, citySlug)}${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return serviceCityResponseSchema.parse(response.json());
    };
    expect(namesOf((await call(here.slug, '?sort=highest-rated')).businesses)).toEqual([first.id, second.id]);

    await deps.db.update(businesses).set({ rating: '4.9', reviewCount: 3, priceMin: 10, priceMax: 20 }).where(eq(businesses.id, second.id));
    expect(namesOf((await call(here.slug, '?sort=highest-rated')).businesses)).toEqual([first.id, second.id]);
    expect(namesOf((await call(here.slug, '?sort=most-reviews')).businesses)).toEqual([second.id, first.id]);
    expect(namesOf((await call(here.slug, '?sort=price-low-high')).businesses)).toEqual([second.id, first.id]);
    expect((await call(here.slug, '?price=30-50')).businesses).toEqual([]);

    await deps.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, first.id));
    const afterRejection = await call(here.slug, '');
    expect(namesOf(afterRejection.businesses)).toEqual([second.id]);
    expect(afterRejection.stats.businessCount).toBe(1);

    await deps.db
      .update(businesses)
      .set({ cityId: there.id, latitude: there.latitude, longitude: there.longitude })
      .where(eq(businesses.id, second.id));
    expect((await call(here.slug, '')).total).toBe(0);
    const moved = await call(there.slug, '');
    expect(namesOf(moved.businesses)).toEqual([second.id]);
    expect(moved.businesses[0]!.distance).toBe(0);

    await deps.db.update(cities).set({ latitude: there.latitude + 1 }).where(eq(cities.id, there.id));
    expect((await call(there.slug, '')).businesses[0]!.distance).toBeCloseTo(69.1, 0);
  });
});
