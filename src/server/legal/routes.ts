import { errorBodySchema } from '#shared/errors.js';
import { legalPageParamsSchema, legalPageSchema } from '#shared/legal.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { getLegalPage } from './service.js';

/** The privacy policy and terms, as the /privacy and /terms pages show them. */
export function registerLegalRoutes(app: App, { config }: AppDeps) {
  app.get(
    '/api/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        summary: "The privacy policy or the terms of service: the operator's Markdown file (CONTENT_DIR) or the built-in template, as HTML",
        tags: ['Site'],
        params: legalPageParamsSchema,
        response: { 200: legalPageSchema, 400: errorBodySchema.describe('Not a page: privacy or terms') },
      },
    },
    async (request, reply) => {
      const page = await getLegalPage(config, request.params.slug);
      setCachePolicy(reply, 'publicRead');
      return page;
    },
  );
}
