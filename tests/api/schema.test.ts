import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { City, Service } from '#shared/catalog.js';
import { schemaResponseSchema } from '#shared/catalog.js';
import { errorBodySchema } from '#shared/errors.js';
import { CACHE_POLICY } from '../../src/server/http/cache-policy.js';
import { createBusiness, createCity, createService, uniqueToken } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp({ PUBLIC_URL: 'https://pets.example.org' });
const ORIGIN = 'https://pets.example.org';

type Node = Record<string, unknown> & { '@type'?: string };

async function schemaOf(url: string): Promise<Node[]> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe(CACHE_POLICY.publicRead);
  const { schema } = schemaResponseSchema.parse(response.json());
  expect(schema).toHaveProperty('@context', 'https://schema.org');
  return (schema as { '@graph': Node[] })['@graph'];
}
const ofType = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);

/** Every string that looks like a URL in the document is absolute on the public origin (or an outside site). */
function urlsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^(https?:|\/)/.test(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((v) => urlsIn(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => urlsIn(v, found));
  return found;
}

let city: City;
let groom: Service;
let vet: Service;
let groomerId: number;
let vetId: number;
const token = uniqueToken();

beforeAll(async () => {
  city = await createCity(deps.db, { name: `Springfield ${token}`, state: 'OR' });
  groom = await createService(deps.db, { name: `Grooming ${token}`, category: 'grooming' });
  vet = await createService(deps.db, { name: `Vet ${token}`, category: 'medical' });
  groomerId = (
    await createBusiness(deps.db, {
      city,
      services: [groom],
      name: `Clean Paws ${token}`,
      address: `12 Main St, Suite 3, Springfield ${token}, OR 97477`,
      priceMin: 40,
      priceMax: 80,
      reviews: [
        // Written on the site: quoted in the JSON-LD. A demo review from elsewhere is counted but not quoted.
        { rating: 5, text: 'Great cut', userName: 'Ann', daysAgo: 1, source: 'site' },
        { rating: 4, text: 'Good', userName: 'Bob', daysAgo: 2, source: 'site' },
        { rating: 4, text: 'Imported', userName: 'Cy', daysAgo: 3, source: 'yelp' },
      ],
      website: 'https://clean-paws.example.com',
    })
  ).id;
  vetId = (await createBusiness(deps.db, { city, services: [groom, vet], name: `Animal Clinic ${token}`, reviews: [], priceMin: null, priceMax: null })).id;
});

describe('JSON-LD calls', () => {
  it('homepage: Organization and WebSite with a SearchAction URL template', async () => {
    const nodes = await schemaOf(apiPaths.schema.homepage);
    expect(ofType(nodes, 'Organization')).toMatchObject({ url: `${ORIGIN}/` });
    const site = ofType(nodes, 'WebSite')!;
    expect(site.url).toBe(`${ORIGIN}/`);
    const action = site.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    expect(action['@type']).toBe('SearchAction');
    expect(action.target.urlTemplate).toMatch(new RegExp(`^${ORIGIN}/.*\\{search_term_string\\}`));
    expect(action['query-input']).toBe('required name=search_term_string');
  });

  it('cities and services directories: CollectionPage with an ItemList of absolute links', async () => {
    const cities = await schemaOf(apiPaths.schema.cities);
    const cityList = ofType(cities, 'CollectionPage')!.mainEntity as { '@type': string; itemListElement: { url: string; name: string }[] };
    expect(cityList['@type']).toBe('ItemList');
    expect(cityList.itemListElement).toContainEqual(expect.objectContaining({ url: `${ORIGIN}/city/${city.slug}`, name: `${city.name}, OR` }));
    const services = await schemaOf(apiPaths.schema.services);
    const serviceList = ofType(services, 'CollectionPage')!.mainEntity as { itemListElement: { item: Node }[] };
    expect(serviceList.itemListElement.map((e) => e.item)).toContainEqual(
      expect.objectContaining({ '@type': 'Service', name: groom.name, url: `${ORIGIN}/${groom.slug}` }),
    );
    for (const url of [...urlsIn(cities), ...urlsIn(services)]) expect(url.startsWith('https://')).toBe(true);
  });

  it('city and service pages: the place or service, breadcrumbs, links to each pair', async () => {
    const cityNodes = await schemaOf(apiPaths.schema.city(city.slug));
    expect(ofType(cityNodes, 'City')).toMatchObject({ name: city.name, geo: { '@type': 'GeoCoordinates', latitude: city.latitude } });
    expect(ofType(cityNodes, 'BreadcrumbList')).toBeDefined();
    expect(urlsIn(ofType(cityNodes, 'ItemList'))).toContain(`${ORIGIN}/${groom.slug}/${city.slug}`);
    const serviceNodes = await schemaOf(apiPaths.schema.service(groom.slug));
    expect(ofType(serviceNodes, 'Service')).toMatchObject({ name: groom.name, offers: { '@type': 'AggregateOffer', priceCurrency: 'USD' } });
    expect(urlsIn(ofType(serviceNodes, 'ItemList'))).toContain(`${ORIGIN}/${groom.slug}/${city.slug}`);
  });

  it('service in a city: BreadcrumbList, ItemList of LocalBusiness entries and the FAQPage', async () => {
    const nodes = await schemaOf(apiPaths.schema.serviceCity(groom.slug, city.slug));
    const crumbs = ofType(nodes, 'BreadcrumbList')!.itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: groom.name, item: `${ORIGIN}/${groom.slug}` },
      { '@type': 'ListItem', position: 3, name: `${city.name}, OR`, item: `${ORIGIN}/${groom.slug}/${city.slug}` },
    ]);
    const list = ofType(nodes, 'ItemList')!;
    const entries = (list.itemListElement as { position: number; item: Node }[]).map((e) => e.item);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e['@type'] === 'LocalBusiness')).toBe(true);
    expect(entries[0]).toMatchObject({ name: `Clean Paws ${token}`, url: `${ORIGIN}/business/${groomerId}` });
    const faq = ofType(nodes, 'FAQPage')!.mainEntity as { '@type': string; acceptedAnswer: { text: string } }[];
    expect(faq.length).toBeGreaterThanOrEqual(3);
    expect(faq[0]!['@type']).toBe('Question');
    expect(faq[0]!.acceptedAnswer.text).toContain('2 ');
  });

  it('business: LocalBusiness with address, geo, phone, hours, price range, rating and reviews', async () => {
    const nodes = await schemaOf(apiPaths.schema.business(groomerId));
    const business = ofType(nodes, 'LocalBusiness')!;
    expect(business).toMatchObject({
      name: `Clean Paws ${token}`,
      url: `${ORIGIN}/business/${groomerId}`,
      telephone: '(512) 555-0123',
      sameAs: ['https://clean-paws.example.com'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Main St, Suite 3',
        addressLocality: `Springfield ${token}`,
        addressRegion: 'OR',
        postalCode: '97477',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
      ],
      priceRange: '$40-$80',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 3 },
    });
    const reviews = business.review as { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody: string }[];
    expect(reviews.map((r) => r.author.name)).toEqual(['Ann', 'Bob']);
    expect(reviews.map((r) => r.reviewBody)).not.toContain('Imported');
    expect(reviews[0]!.reviewRating.ratingValue).toBe(5);
    expect(ofType(nodes, 'BreadcrumbList')).toBeDefined();
  });

  it('business: VeterinaryCare for a medical service; no rating without reviews', async () => {
    const nodes = await schemaOf(apiPaths.schema.business(vetId));
    const clinic = ofType(nodes, 'VeterinaryCare')!;
    expect(clinic).toBeDefined();
    expect(clinic).not.toHaveProperty('aggregateRating');
    expect(clinic).not.toHaveProperty('review');
    expect(clinic).not.toHaveProperty('priceRange');
  });

  it('keeps an HTML-looking business name as data', async () => {
    const name = '</script><script>alert(1)</script>';
    const { id } = await createBusiness(deps.db, { city, services: [groom], name });
    const nodes = await schemaOf(apiPaths.schema.business(id));
    expect(ofType(nodes, 'LocalBusiness')!.name).toBe(name);
  });

  it('answers 404 with a message for unknown slugs and ids, 400 for malformed ids', async () => {
    const unknown = [
      apiPaths.schema.city(`nowhere-${token}`),
      apiPaths.schema.service(`nothing-${token}`),
      apiPaths.schema.serviceCity(`nothing-${token}`, city.slug),
      apiPaths.schema.serviceCity(groom.slug, `nowhere-${token}`),
      apiPaths.schema.business(2147483647),
    ];
    for (const url of unknown) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toMatch(/not found/);
    }
    for (const id of ['abc', '0', '-1', '99999999999999999999']) {
      const response = await app.inject({ method: 'GET', url: apiPaths.schema.business(id) });
      expect(response.statusCode, id).toBe(400);
    }
  });
});
