import type { Db } from '../db/connect.js';
import { getCityBySlug, getServiceBySlug, listCities, listServices } from '../catalog/service.js';
import { serviceCityQuerySchema, type BusinessDetailResponse, type Review, type ServiceCityResponse } from '../../shared/listings.js';
import { getBusinessDetail, getServiceCityPage, latestReviews } from '../listings/service.js';
import { isVeterinary, localBusiness } from './business-json-ld.js';
import {
  absoluteUrl,
  breadcrumbList,
  cityNode,
  collectionPage,
  faqPage,
  graph,
  itemList,
  organization,
  serviceNode,
  webSite,
  type JsonLd,
} from './json-ld.js';

/** Reviews quoted in a business's JSON-LD: a few recent ones, the aggregate covers the rest. */
const REVIEWS_IN_SCHEMA = 5;

const cityLabel = (city: { name: string; state: string }) => `${city.name}, ${city.state}`;

export function homepageSchema(publicUrl: string): JsonLd {
  return graph(organization(publicUrl), webSite(publicUrl));
}

export async function citiesSchema(db: Db, publicUrl: string): Promise<JsonLd> {
  const cities = await listCities(db);
  const list = itemList(
    'Cities',
    cities.map((city) => ({ name: cityLabel(city), url: absoluteUrl(publicUrl, `/city/${city.slug}`) })),
  );
  return graph(
    collectionPage(publicUrl, '/cities', 'Pet services by city', `Pet service providers in ${cities.length} US cities.`, list),
    breadcrumbList(publicUrl, [
      { name: 'Home', url: '/' },
      { name: 'Cities', url: '/cities' },
    ]),
  );
}

export async function servicesSchema(db: Db, publicUrl: string): Promise<JsonLd> {
  const services = await listServices(db);
  const list = itemList('Pet services', services.map((service) => ({ item: serviceNode(publicUrl, service) })));
  return graph(
    collectionPage(publicUrl, '/services', 'All pet services', `${services.length} kinds of pet services, from grooming to boarding.`, list),
    breadcrumbList(publicUrl, [
      { name: 'Home', url: '/' },
      { name: 'All Services', url: '/services' },
    ]),
  );
}

export async function citySchema(db: Db, publicUrl: string, citySlug: string): Promise<JsonLd> {
  const [city, services] = await Promise.all([getCityBySlug(db, citySlug), listServices(db)]);
  const list = itemList(
    `Pet services in ${cityLabel(city)}`,
    services.map((service) => ({
      name: `${service.name} in ${cityLabel(city)}`,
      url: absoluteUrl(publicUrl, `/${service.slug}/${city.slug}`),
    })),
  );
  return graph(
    cityNode(publicUrl, city),
    breadcrumbList(publicUrl, [
      { name: 'Home', url: '/' },
      { name: 'Cities', url: '/cities' },
      { name: cityLabel(city), url: `/city/${city.slug}` },
    ]),
    list,
  );
}

export async function serviceSchema(db: Db, publicUrl: string, serviceSlug: string): Promise<JsonLd> {
  const [service, cities] = await Promise.all([getServiceBySlug(db, serviceSlug), listCities(db)]);
  const list = itemList(
    `${service.name} by city`,
    cities.map((city) => ({
      name: `${service.name} in ${cityLabel(city)}`,
      url: absoluteUrl(publicUrl, `/${service.slug}/${city.slug}`),
    })),
  );
  return graph(
    { ...serviceNode(publicUrl, service), areaServed: { '@type': 'Country', name: 'United States' } },
    breadcrumbList(publicUrl, [
      { name: 'Home', url: '/' },
      { name: 'All Services', url: '/services' },
      { name: service.name, url: `/${service.slug}` },
    ]),
    list,
  );
}

/** The query of a service-in-city page's canonical URL: no filters, best match, first page. */
export const canonicalServiceCityQuery = () => serviceCityQuerySchema.parse({});

/** The unfiltered first page of best-match results, as the page's canonical URL shows them. */
export async function serviceCitySchema(db: Db, publicUrl: string, serviceSlug: string, citySlug: string): Promise<JsonLd> {
  return serviceCityJsonLd(publicUrl, await getServiceCityPage(db, publicUrl, serviceSlug, citySlug, canonicalServiceCityQuery()));
}

/** JSON-LD of a service-in-city page, built from the canonical page's data (read once by whoever has it). */
export function serviceCityJsonLd(publicUrl: string, page: ServiceCityResponse): JsonLd {
  const veterinary = isVeterinary([page.service]);
  const list = itemList(
    `${page.service.name} in ${cityLabel(page.city)}`,
    page.businesses.map((business) => ({ item: localBusiness(publicUrl, { business, city: page.city, veterinary }) })),
  );
  return graph(
    breadcrumbList(publicUrl, page.breadcrumbs),
    { ...list, url: page.seo.canonical, numberOfItems: page.stats.businessCount },
    faqPage(page.faqs),
  );
}

export async function businessSchema(db: Db, publicUrl: string, id: number): Promise<JsonLd> {
  const detail = await getBusinessDetail(db, id);
  return businessJsonLd(publicUrl, detail, await latestReviews(db, id, REVIEWS_IN_SCHEMA));
}

/** JSON-LD of a business page from its detail and its newest reviews (only the first few are quoted). */
export function businessJsonLd(publicUrl: string, detail: BusinessDetailResponse, newestReviews: Review[]): JsonLd {
  const reviews = newestReviews.slice(0, REVIEWS_IN_SCHEMA);
  const node = localBusiness(publicUrl, {
    business: detail.business,
    city: detail.city,
    veterinary: isVeterinary(detail.services),
    reviews,
  });
  return graph(
    node,
    breadcrumbList(publicUrl, [
      { name: 'Home', url: '/' },
      { name: cityLabel(detail.city), url: `/city/${detail.city.slug}` },
      { name: detail.business.name, url: `/business/${detail.business.id}` },
    ]),
  );
}
