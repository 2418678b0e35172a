import type { Brand } from '../brand.js';
import type { City, Service } from '../catalog.js';
import type { BusinessDetailResponse, ServiceCityResponse } from '../listings.js';
import type { MediaSite } from '../media.js';
import type { Review } from '../reviews.js';
import { isVeterinary, localBusiness } from './business-json-ld.js';
import { absoluteUrl, breadcrumbList, cityNode, collectionPage, faqPage, graph, itemList, organization, serviceNode, webSite, type JsonLd } from './json-ld.js';

/**
 * The JSON-LD of each public page, built from the data the page already shows: the server renders it into the first
 * HTML and the browser builds the same after a navigation, so no page asks for its structured data separately. The
 * /api/schema/... calls answer API clients with these same functions.
 */

/** Reviews quoted in a business's JSON-LD: a few recent ones written on this site, the aggregate covers the rest. */
export const REVIEWS_IN_SCHEMA = 5;

const cityLabel = (city: { name: string; state: string }) => `${city.name}, ${city.state}`;

export function homepageJsonLd(publicUrl: string, brand: Brand): JsonLd {
  return graph(organization(publicUrl, brand), webSite(publicUrl, brand));
}

export function citiesJsonLd(publicUrl: string, cities: City[]): JsonLd {
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

export function servicesJsonLd(publicUrl: string, services: Service[]): JsonLd {
  const list = itemList('Pet services', services.map((service) => ({ item: serviceNode(publicUrl, service) })));
  return graph(
    collectionPage(publicUrl, '/services', 'All pet services', `${services.length} kinds of pet services, from grooming to boarding.`, list),
    breadcrumbList(publicUrl, [
      { name: 'Home', url: '/' },
      { name: 'All Services', url: '/services' },
    ]),
  );
}

export function cityJsonLd(publicUrl: string, city: City, services: Service[]): JsonLd {
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

export function serviceJsonLd(publicUrl: string, service: Service, cities: City[]): JsonLd {
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

/** What the pages naming photos need of the site: its address, and where its public photos are served. */
export type JsonLdSite = MediaSite & { publicUrl: string };

/** A service-in-city page: breadcrumbs, the providers the page lists, and its FAQ. */
export function serviceCityJsonLd(site: JsonLdSite, page: ServiceCityResponse): JsonLd {
  const { publicUrl } = site;
  const veterinary = isVeterinary([page.service]);
  const list = itemList(
    `${page.service.name} in ${cityLabel(page.city)}`,
    page.businesses.map((business) => ({ item: localBusiness(site, { business, city: page.city, veterinary }) })),
  );
  return graph(
    breadcrumbList(publicUrl, page.breadcrumbs),
    { ...list, url: page.seo.canonical, numberOfItems: page.stats.businessCount },
    faqPage(page.faqs),
  );
}

/**
 * A business page from its detail and its newest reviews. Only reviews written on this site are quoted (the demo
 * reviews came from elsewhere, and a page may not mark up reviews it did not collect); the aggregate covers all.
 */
export function businessJsonLd(site: JsonLdSite, detail: BusinessDetailResponse, newestReviews: Review[]): JsonLd {
  const { publicUrl } = site;
  const node = localBusiness(site, {
    // A permanently closed business has no opening hours to tell search engines.
    business: detail.closedAt ? { ...detail.business, schedule: null } : detail.business,
    city: detail.city,
    veterinary: isVeterinary(detail.services),
    reviews: newestReviews.filter((review) => review.source === 'site').slice(0, REVIEWS_IN_SCHEMA),
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


