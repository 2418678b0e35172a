import type { Brand } from '#shared/brand.js';
import type { City, Service } from '#shared/catalog.js';
import type { JsonLd } from '#shared/json-ld/json-ld.js';
import {
  businessJsonLd,
  citiesJsonLd,
  cityJsonLd,
  homepageJsonLd,
  serviceCityJsonLd,
  serviceJsonLd,
  servicesJsonLd,
} from '#shared/json-ld/pages.js';
import { serviceCityApiSearch } from '#shared/listing-options.js';
import type { BusinessDetailResponse, ServiceCityResponse } from '#shared/listings.js';
import type { Review } from '#shared/reviews.js';
import { apiPaths } from '#shared/api-paths.js';
import type { RouteParams } from './routes.js';

/**
 * The JSON-LD of each page that has some (`jsonLd: true` in routes.tsx), built from the answers of the route's
 * `queries` (`data(path)`); null while one is missing, or when the page has none to show (a listing under review).
 * The server renders it with the page; the browser loads this module after hydration (components/json-ld.tsx),
 * since it needs it only once the visitor navigates.
 */
export type JsonLdContext = {
  params: RouteParams;
  search: URLSearchParams;
  publicUrl: string;
  /** MEDIA_PUBLIC_URL, or empty: where public photos are served (shared/media.ts mediaBase). */
  mediaPublicUrl: string;
  brand: Brand;
  data: <T>(path: string) => T | undefined;
};

const bySlug = <T extends { slug: string }>(list: T[] | undefined, slug: string | undefined) => list?.find((item) => item.slug === slug);

const BUILDERS: Record<string, (context: JsonLdContext) => JsonLd | null> = {
  'home-page': ({ publicUrl, brand }) => homepageJsonLd(publicUrl, brand),
  'cities-page': ({ publicUrl, data }) => {
    const cities = data<City[]>(apiPaths.cities);
    return cities ? citiesJsonLd(publicUrl, cities) : null;
  },
  'services-page': ({ publicUrl, data }) => {
    const services = data<Service[]>(apiPaths.services);
    return services ? servicesJsonLd(publicUrl, services) : null;
  },
  'city-page': ({ params, publicUrl, data }) => {
    const city = bySlug(data<City[]>(apiPaths.cities), params.citySlug);
    const services = data<Service[]>(apiPaths.services);
    return city && services ? cityJsonLd(publicUrl, city, services) : null;
  },
  'business-page': ({ params: { id = '' }, data, ...site }) => {
    const detail = data<BusinessDetailResponse>(apiPaths.business(id));
    const reviews = data<Review[]>(apiPaths.businessReviews(id));
    // A listing under review is not public: it has no structured data, even for its owner.
    return detail && reviews && !detail.moderation ? businessJsonLd(site, detail, reviews) : null;
  },
  'service-page': ({ params, publicUrl, data }) => {
    const service = bySlug(data<Service[]>(apiPaths.services), params.serviceSlug);
    const cities = data<City[]>(apiPaths.cities);
    return service && cities ? serviceJsonLd(publicUrl, service, cities) : null;
  },
  'service-city-page': ({ params: { serviceSlug = '', citySlug = '' }, search, data, ...site }) => {
    const page = data<ServiceCityResponse>(apiPaths.serviceCity(serviceSlug, citySlug, serviceCityApiSearch(search)));
    return page ? serviceCityJsonLd(site, page) : null;
  },
};

export function buildRouteJsonLd(page: string, context: JsonLdContext): JsonLd | null {
  return BUILDERS[page]?.(context) ?? null;
}
