import type { Brand } from '#shared/brand.js';
import type { Db } from '../db/connect.js';
import { getCityBySlug, getServiceBySlug, listCities, listServices } from '../catalog/service.js';
import { serviceCityQuerySchema } from '#shared/listings.js';
import type { JsonLd } from '#shared/json-ld/json-ld.js';
import {
  type JsonLdSite,
  businessJsonLd,
  citiesJsonLd,
  cityJsonLd,
  homepageJsonLd,
  serviceCityJsonLd,
  serviceJsonLd,
  servicesJsonLd,
} from '#shared/json-ld/pages.js';
import { getBusinessDetail, getServiceCityPage, listBusinessReviews } from '../listings/service.js';
import { reviewListQuerySchema } from '#shared/reviews.js';

/** The /api/schema/... answers for API clients: the pages' own builders (src/shared/json-ld) over the same reads. */

export const homepageSchema = (publicUrl: string, brand: Brand): JsonLd => homepageJsonLd(publicUrl, brand);

export async function citiesSchema(db: Db, publicUrl: string): Promise<JsonLd> {
  return citiesJsonLd(publicUrl, await listCities(db));
}

export async function servicesSchema(db: Db, publicUrl: string): Promise<JsonLd> {
  return servicesJsonLd(publicUrl, await listServices(db));
}

export async function citySchema(db: Db, publicUrl: string, citySlug: string): Promise<JsonLd> {
  const [city, services] = await Promise.all([getCityBySlug(db, citySlug), listServices(db)]);
  return cityJsonLd(publicUrl, city, services);
}

export async function serviceSchema(db: Db, publicUrl: string, serviceSlug: string): Promise<JsonLd> {
  const [service, cities] = await Promise.all([getServiceBySlug(db, serviceSlug), listCities(db)]);
  return serviceJsonLd(publicUrl, service, cities);
}

/** The unfiltered first page of best-match results, as the page's canonical URL shows them. */
export async function serviceCitySchema(db: Db, site: JsonLdSite & { brand: Brand }, serviceSlug: string, citySlug: string): Promise<JsonLd> {
  const canonical = serviceCityQuerySchema.parse({});
  return serviceCityJsonLd(site, await getServiceCityPage(db, site, serviceSlug, citySlug, canonical));
}

/** Public listings only: a hidden one is as unknown here as an id never used. */
export async function businessSchema(db: Db, site: JsonLdSite, id: number): Promise<JsonLd> {
  const detail = await getBusinessDetail(db, id);
  // The same first page the business page reads, so the API's JSON-LD and the page's agree.
  return businessJsonLd(site, detail, (await listBusinessReviews(db, id, reviewListQuerySchema.parse({}))).reviews);
}
