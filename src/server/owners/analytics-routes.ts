import { z } from 'zod';
import { analyticsQuerySchema, analyticsResponseSchema } from '#shared/analytics.js';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { textBody } from '../http/openapi-answers.js';
import { analyticsCsv, analyticsFileName } from './analytics-csv.js';
import { getAnalytics } from './analytics-series.js';

const tags = ['Owners'];
const refusals = {
  400: errorBodySchema.describe('Malformed id, or days other than 30 or 90'),
  401: errorBodySchema.describe('Not signed in'),
  403: errorBodySchema.describe('Not the owner of this business'),
};

/** The Analytics tab's figures per day, as JSON for the chart and table and as a CSV file (the business's owner only). */
export function registerAnalyticsRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/dashboard/business/:id/analytics',
    {
      config: { access: 'owner-of-business' },
      schema: {
        summary: "A business's figures per UTC day over the last 30 or 90 days, with totals against the period before (its owner only)",
        tags,
        params: idParamsSchema,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      setCachePolicy(reply, 'noStore');
      return getAnalytics(db, request.params.id, Number(request.query.days));
    },
  );

  app.get(
    '/api/dashboard/business/:id/analytics.csv',
    {
      config: { access: 'owner-of-business', answers: { 200: textBody('text/csv', 'One line per UTC day: date and each figure (an attachment)') } },
      schema: {
        summary: 'The same figures per day as a CSV file to download (its owner only)',
        tags,
        params: idParamsSchema,
        querystring: analyticsQuerySchema,
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const analytics = await getAnalytics(db, request.params.id, Number(request.query.days));
      setCachePolicy(reply, 'noStore');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${analyticsFileName(request.params.id, analytics)}"`)
        .send(analyticsCsv(analytics));
    },
  );
}
