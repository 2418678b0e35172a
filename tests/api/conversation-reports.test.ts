import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { staffConversationSchema, unreadMessagesSchema } from '#shared/booking-conversation.js';
import {
  closedConversationReportSchema,
  CONVERSATION_REPORT_DETAILS_MAX,
  CONVERSATION_REPORT_MESSAGES,
  conversationReportPaths as paths,
  conversationReportSentSchema,
} from '#shared/conversation-reports.js';
import { errorBodySchema } from '#shared/errors.js';
import { REPORT_RATE_LIMIT } from '../../src/server/reviews/rate-limits.js';
import { buildTestApp } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/sign-in.js';
import { bookingWorld, conversationScene } from './booking-fixtures.js';

const STAFF = `conversation-report-staff-${randomUUID()}@example.com`;
const { app, deps } = await buildTestApp({ ADMIN_EMAILS: STAFF });
const world = await bookingWorld(deps);

const as = (user: TestUser | undefined) => (user ? { cookie: user.cookie } : {});
const report = (user: TestUser | undefined, requestId: number | string, payload: unknown) =>
  app.inject({ method: 'POST', url: paths.report(requestId), headers: as(user), payload: payload as object });
const staffRead = (user: TestUser, requestId: number | string) => app.inject({ url: paths.staffThread(requestId), headers: as(user) });
const close = (user: TestUser, reportId: number, outcome: unknown) =>
  app.inject({ method: 'POST', url: paths.close(reportId), headers: as(user), payload: { outcome } });
const write = (user: TestUser, requestId: number, body: string) =>
  app.inject({ method: 'POST', url: apiPaths.bookingConversation(requestId), headers: as(user), payload: { body } });
const messageOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).message;
const queueOf = async (staff: TestUser) => {
  const response = await app.inject({ url: apiPaths.admin.queue, headers: as(staff) });
  expect(response.statusCode, response.body).toBe(200);
  return adminQueueResponseSchema.parse(response.json()).conversationReports;
};
const unreadTotal = async (user: TestUser) =>
  unreadMessagesSchema.parse((await app.inject({ url: apiPaths.unreadBookingMessages, headers: as(user) })).json()).total;

/** A request with a two-message thread; its customer and owner, another customer and owner, staff. */
async function scene() {
  const cast = await conversationScene(app, deps, world, STAFF);
  expect((await write(cast.customer, cast.request.id, 'Can you do Saturday instead?')).statusCode).toBe(201);
  expect((await write(cast.owner, cast.request.id, 'Send me your card number and I will hold the slot.')).statusCode).toBe(201);
  return cast;
}

describe('reporting a booking conversation', () => {
  it('lets either party report it; staff can read the thread only after a report, and reading marks nothing read', async () => {
    const { request, business, customer, owner, otherCustomer, otherOwner, staff } = await scene();
    // Before any report staff are told the thread does not exist, on their route and on the parties' one.
    expect((await staffRead(staff, request.id)).statusCode).toBe(404);
    expect((await app.inject({ url: apiPaths.bookingConversation(request.id), headers: as(staff) })).statusCode).toBe(404);
    // Neither another customer, another owner nor staff may report it; signed out is 401.
    for (const outsider of [otherCustomer, otherOwner, staff]) {
      const refused = await report(outsider, request.id, { reason: 'spam' });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(messageOf(refused)).toBeTruthy();
    }
    expect((await report(undefined, request.id, { reason: 'spam' })).statusCode).toBe(401);
    expect((await staffRead(staff, request.id)).statusCode).toBe(404);
    // Parties cannot use the staff route.
    expect((await staffRead(customer, request.id)).statusCode).toBe(403);

    const ownerUnread = await unreadTotal(owner);
    const sent = await report(customer, request.id, { reason: 'scam', details: 'Asked for my card number in the chat.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reportId, message } = conversationReportSentSchema.parse(sent.json());
    expect(message).toBe(CONVERSATION_REPORT_MESSAGES.sent);
    // The owner may report it too (one open report per person).
    expect((await report(owner, request.id, { reason: 'harassment' })).statusCode).toBe(201);

    const thread = await staffRead(staff, request.id);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.headers['cache-control']).toBe('private, no-store');
    expect(staffConversationSchema.parse(thread.json())).toMatchObject({
      requestId: request.id,
      businessName: business.name,
      messages: [
        { from: 'customer', authorName: 'Casey N.', body: 'Can you do Saturday instead?' },
        { from: 'owner', authorName: business.name, body: 'Send me your card number and I will hold the slot.' },
      ],
    });
    // Staff reading leaves each side's unread count as it was.
    expect(await unreadTotal(owner)).toBe(ownerUnread);
    expect(await unreadTotal(customer)).toBe(1);

    const queue = await queueOf(staff);
    const mine = queue.items.filter((item) => item.requestId === request.id);
    expect(mine).toEqual([
      expect.objectContaining({ id: reportId, reason: 'scam', details: 'Asked for my card number in the chat.', reporter: expect.objectContaining({ side: 'customer', name: 'Casey Nguyen' }), business: { id: business.id, name: business.name } }),
      expect.objectContaining({ reason: 'harassment', details: null, reporter: expect.objectContaining({ side: 'owner' }) }),
    ]);
  });

  it('refuses a second open report by the same person with 409, and allows a new one once staff closed it', async () => {
    const { request, customer, staff } = await scene();
    const first = conversationReportSentSchema.parse((await report(customer, request.id, { reason: 'spam' })).json());
    const again = await report(customer, request.id, { reason: 'other', details: 'Still happening' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(CONVERSATION_REPORT_MESSAGES.alreadyOpen);

    expect((await close(staff, first.reportId, 'maybe')).statusCode).toBe(400);
    expect((await close(customer, first.reportId, 'resolved')).statusCode).toBe(403);
    const closed = await close(staff, first.reportId, 'dismissed');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closedConversationReportSchema.parse(closed.json()).report).toEqual({ id: first.reportId, status: 'dismissed' });
    expect((await queueOf(staff)).items.some((item) => item.id === first.reportId)).toBe(false);
    const twice = await close(staff, first.reportId, 'resolved');
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(CONVERSATION_REPORT_MESSAGES.alreadyClosed);
    expect((await close(staff, 2_000_000_000, 'resolved')).statusCode).toBe(404);

    // A closed report still lets staff read the thread.
    expect((await staffRead(staff, request.id)).statusCode).toBe(200);
    expect((await report(customer, request.id, { reason: 'other', details: 'Still happening' })).statusCode).toBe(201);
  });

  it('answers bad input with 400 and a message', async () => {
    const { request, customer, staff } = await scene();
    const cases: [number | string, unknown][] = [
      ['abc', { reason: 'spam' }],
      [request.id, { reason: 'rude' }],
      [request.id, {}],
      [request.id, { reason: 'other', details: 'x'.repeat(CONVERSATION_REPORT_DETAILS_MAX + 1) }],
      [request.id, { reason: 'other', details: 'hidden\u202etext' }],
    ];
    for (const [id, payload] of cases) {
      const refused = await report(customer, id, payload);
      expect(refused.statusCode, `${JSON.stringify(payload)}: ${refused.body}`).toBe(400);
      expect(messageOf(refused)).toBeTruthy();
    }
    expect(messageOf(await report(customer, request.id, { reason: 'rude' }))).toContain(CONVERSATION_REPORT_MESSAGES.reasonInvalid);
    expect((await report(customer, 2_000_000_000, { reason: 'spam' })).statusCode).toBe(404);
    expect((await staffRead(staff, 'x')).statusCode).toBe(400);
    // Exactly the maximum is accepted.
    expect((await report(customer, request.id, { reason: 'other', details: 'x'.repeat(CONVERSATION_REPORT_DETAILS_MAX) })).statusCode).toBe(201);
  });

  it(`limits an account to ${REPORT_RATE_LIMIT.max} conversation reports an hour`, async () => {
    const { request, customer } = await scene();
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i += 1) expect((await report(customer, request.id, { reason: 'spam' })).statusCode).toBe(i === 0 ? 201 : 409);
    const limited = await report(customer, request.id, { reason: 'spam' });
    expect(limited.statusCode).toBe(429);
    expect(messageOf(limited)).toBeTruthy();
  });
});
