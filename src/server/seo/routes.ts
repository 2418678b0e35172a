import type { FastifyReply } from 'fastify';
import { citySlugParamsSchema, schemaResponseSchema, serviceSlugParamsSchema } from '#shared/catalog.js';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import { serviceCityParamsSchema } from '#shared/listings.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { withoutBody } from '../http/openapi-answers.js';
import { unlessMerged } from '../listing-quality/merged.js';
import { apiPaths } from '#shared/api-paths.js';
import type { JsonLd } from '#shared/json-ld/json-ld.js';
import {
  businessSchema,
  citiesSchema,
  citySchema,
  homepageSchema,
  serviceCitySchema,
  serviceSchema,
  servicesSchema,
} from './schema-service.js';

const responses = {
  200: schemaResponseSchema.describe('schema.org JSON-LD of the page'),
  400: errorBodySchema.describe('Malformed id or slug'),
  404: errorBodySchema.describe('No such page'),
};
const tags = ['Structured data'];
const publicAccess = { access: 'public' } as const;

/** JSON-LD of each public page, as `{ schema }`; pages embed it in their first HTML. */
export function registerSchemaRoutes(app: App, { db, config }: AppDeps) {
  const { publicUrl } = config;
  const answer = async (reply: FastifyReply, build: Promise<JsonLd> | JsonLd) => {
    const schema = await build;
    setCachePolicy(reply, 'publicRead');
    return { schema };
  };

  app.get('/api/schema/homepage', { config: publicAccess, schema: { summary: 'JSON-LD of the home page: Organization and WebSite', tags, response: responses } }, (_request, reply) =>
    answer(reply, homepageSchema(publicUrl, config.brand)),
  );
  app.get('/api/schema/cities', { config: publicAccess, schema: { summary: 'JSON-LD of the city directory', tags, response: responses } }, (_request, reply) =>
    answer(reply, citiesSchema(db, publicUrl)),
  );
  app.get('/api/schema/services', { config: publicAccess, schema: { summary: 'JSON-LD of the service directory', tags, response: responses } }, (_request, reply) =>
    answer(reply, servicesSchema(db, publicUrl)),
  );
  app.get(
    '/api/schema/city/:citySlug',
    { config: publicAccess, schema: { summary: 'JSON-LD of a city page', tags, params: citySlugParamsSchema, response: responses } },
    (request, reply) => answer(reply, citySchema(db, publicUrl, request.params.citySlug)),
  );
  app.get(
    '/api/schema/service/:serviceSlug',
    { config: publicAccess, schema: { summary: 'JSON-LD of a service page', tags, params: serviceSlugParamsSchema, response: responses } },
    (request, reply) => answer(reply, serviceSchema(db, publicUrl, request.params.serviceSlug)),
  );
  app.get(
    '/api/schema/service/:serviceSlug/:citySlug',
    {
      config: publicAccess,
      schema: {
        summary: 'JSON-LD of a service-in-city page: breadcrumbs, the first page of providers, FAQ',
        tags,
        params: serviceCityParamsSchema,
        response: responses,
      },
    },
    (request, reply) => answer(reply, serviceCitySchema(db, config, request.params.serviceSlug, request.params.citySlug)),
  );
  app.get(
    '/api/schema/business/:id',
    {
      config: { ...publicAccess, answers: { 301: withoutBody("Merged into another listing by staff: Location is that listing's JSON-LD") } },
      schema: { summary: 'JSON-LD of a business page: LocalBusiness or VeterinaryCare', tags, params: idParamsSchema, response: responses },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await unlessMerged(db, id, () => businessSchema(db, config, id));
      if (found.keptId !== undefined) return setCachePolicy(reply, 'publicRead').redirect(apiPaths.schema.business(found.keptId), 301);
      return answer(reply, found.value);
    },
  );
}
