import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import {
  applyReportPayloadSchema,
  duplicateCheckQuerySchema,
  duplicateCheckResponseSchema,
  LISTING_REPORT_MESSAGES,
  listingActionResponseSchema,
  listingReportPayloadSchema,
  listingReportSentSchema,
  mergePayloadSchema,
  ownerAnswerPayloadSchema,
  ownerReportListSchema,
  reportParamsSchema,
} from '#shared/listing-reports.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { publicDuplicateOf } from './duplicates.js';
import { mergeListing } from './merge-service.js';
import { answerReport, ownerReports } from './owner-reports.js';
import { reportListing } from './report-service.js';
import { applyReport, closeListing, dismissReports, reopenListing } from './staff-actions.js';

/**
 * Reports per hour from one client address (signed out) or one account (signed in): a visitor reports a listing or
 * two; a flood would bury the staff queue.
 */
export const REPORTS_PER_HOUR = 10;
const reportRateLimit = {
  max: REPORTS_PER_HOUR,
  timeWindow: 60 * 60_000,
  keyGenerator: async (request: FastifyRequest) => {
    const session = await request.loadSession();
    return session ? `listing-report:user:${session.user.id}` : `listing-report:ip:${request.ip}`;
  },
};

const refusals = { 401: errorBodySchema.describe('Not signed in'), 403: errorBodySchema.describe('Not allowed for this account') };
const staffAnswers = {
  200: listingActionResponseSchema,
  400: errorBodySchema.describe('Malformed id, or a value the listing rules refuse (`fields.value` says why)'),
  ...refusals,
  404: errorBodySchema.describe('No such listing'),
  409: errorBodySchema.describe('The listing is not in a state this action applies to, or has no open reports'),
};

/** Listing quality (issue 26): visitors' reports, staff's actions on them, the owner's view and answer. */
export function registerListingQualityRoutes(app: App, { db, publicCache, config }: AppDeps) {
  const site = { name: config.brand.name, publicUrl: config.publicUrl };
  const staff = { access: 'staff' } as const;
  const tags = ['Listing reports'];

  app.post(
    '/api/business/:id/reports',
    {
      config: { access: 'public', rateLimit: reportRateLimit },
      schema: {
        summary: "Suggest an edit or report a problem with a public listing (anyone; signed out it is limited per client address)",
        tags,
        params: idParamsSchema,
        body: listingReportPayloadSchema,
        response: {
          201: listingReportSentSchema.describe('Received: it waits for staff'),
          400: errorBodySchema.describe(`Malformed id or input, or the hidden field was filled: '${LISTING_REPORT_MESSAGES.honeypot}'`),
          404: errorBodySchema.describe('No such public listing'),
          429: errorBodySchema.describe(`More than ${REPORTS_PER_HOUR} reports in an hour from this client address (or account)`),
        },
      },
    },
    async (request, reply) => {
      const session = await request.loadSession();
      await reportListing(db, request.params.id, session?.user.id ?? null, request.body);
      setCachePolicy(reply, 'noStore');
      return reply.status(201).send({ message: LISTING_REPORT_MESSAGES.sent });
    },
  );

  const staffAction = (path: string, summary: string, act: (request: FastifyRequest<{ Params: { id: number } }>) => Promise<import('#shared/listing-reports.js').ListingActionResponse & { alsoChanged?: number }>, body?: typeof applyReportPayloadSchema | typeof mergePayloadSchema) =>
    app.post(
      path,
      { config: staff, schema: { summary, tags, params: idParamsSchema, ...(body ? { body } : {}), response: staffAnswers } },
      async (request) => {
        const { alsoChanged, ...result } = await act(request as unknown as FastifyRequest<{ Params: { id: number } }>);
        await publicCache.invalidateBusiness(db, request.params.id);
        if (alsoChanged) await publicCache.invalidateBusiness(db, alsoChanged);
        return result;
      },
    );
  staffAction(
    '/api/admin/business/:id/reports/apply',
    "Set a reported field of the listing to the given value, by the owner's edit rules; decides the reports of that field and emails a verified owner, who may dispute (staff only)",
    (request) => applyReport(db, site, staffIdOf(request), request.params.id, (request.body as import('#shared/listing-reports.js').ApplyReportPayload)),
    applyReportPayloadSchema,
  );
  staffAction('/api/admin/business/:id/reports/dismiss', "Dismiss every open report of the listing: nothing changes (staff only)", (request) =>
    dismissReports(db, staffIdOf(request), request.params.id),
  );
  staffAction(
    '/api/admin/business/:id/close',
    "Mark the listing permanently closed: it leaves every list, count, search and the sitemap; its page stays and says so (staff only)",
    (request) => closeListing(db, staffIdOf(request), request.params.id),
  );
  staffAction('/api/admin/business/:id/reopen', 'Reopen a permanently closed listing: it is public again (staff only)', (request) => reopenListing(db, request.params.id));
  staffAction(
    '/api/admin/business/:id/merge',
    'Merge the listing into another (`intoId`, kept): reviews, favorites, photos and open booking requests move, the old page and API answer 301 (staff only)',
    async (request) => {
      const intoId = (request.body as { intoId: number }).intoId;
      return { ...(await mergeListing(db, site, staffIdOf(request), request.params.id, intoId)), alsoChanged: intoId };
    },
    mergePayloadSchema,
  );

  app.get(
    '/api/business/duplicate-check',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Before listing or claiming a business: a public listing it may duplicate (same phone, or same name, street and ZIP code), to claim instead (owners)',
        tags,
        querystring: duplicateCheckQuerySchema,
        response: { 200: duplicateCheckResponseSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      setCachePolicy(reply, 'noStore');
      const { excludeId, ...listing } = request.query;
      return { duplicate: await publicDuplicateOf(db, { id: excludeId ?? null, ...listing }) };
    },
  );

  app.get(
    '/api/dashboard/business/:id/reports',
    {
      config: { access: 'owner-of-business' },
      schema: {
        summary: "Visitors' reports of the owner's listing that wait for staff or were applied in the last 30 days (the owner of the business only)",
        tags,
        params: idParamsSchema,
        response: { 200: ownerReportListSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => ownerReports(db, request.params.id),
  );
  app.post(
    '/api/dashboard/business/:id/reports/:reportId/answer',
    {
      config: { access: 'owner-of-business' },
      schema: {
        summary: 'Answer a report of your listing (shown to staff); an answer to an applied report disputes it (the owner of the business only)',
        tags,
        params: reportParamsSchema,
        body: ownerAnswerPayloadSchema,
        response: {
          200: ownerReportListSchema,
          400: errorBodySchema,
          ...refusals,
          404: errorBodySchema.describe('No such report of this listing'),
          409: errorBodySchema.describe(`'${LISTING_REPORT_MESSAGES.reportNotOpen}'`),
        },
      },
    },
    async (request) => answerReport(db, request.params.id, request.params.reportId, request.body.answer),
  );
}

const staffIdOf = (request: FastifyRequest) => request.session.user.id;
