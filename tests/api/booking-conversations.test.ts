import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import {
  CONVERSATION_MESSAGE_MAX,
  CONVERSATION_MESSAGES,
  conversationMessageResponseSchema,
  conversationSchema,
  unreadMessagesSchema,
} from '#shared/booking-conversation.js';
import { bookingRequestListSchema, ownerBookingRequestListSchema } from '#shared/bookings.js';
import { errorBodySchema } from '#shared/errors.js';
import { bookingRequests, outbox } from '../../src/server/db/schema.js';
import { buildTestApp } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/sign-in.js';
import { bookingWorld, conversationScene } from './booking-fixtures.js';

const STAFF = `conversation-staff-${randomUUID()}@example.com`;
const { app, deps } = await buildTestApp({ ADMIN_EMAILS: STAFF });
const world = await bookingWorld(deps);

const as = (user: TestUser | undefined) => (user ? { cookie: user.cookie } : {});
const write = (user: TestUser | undefined, requestId: number, body: unknown) =>
  app.inject({ method: 'POST', url: apiPaths.bookingConversation(requestId), headers: as(user), payload: { body } });
const read = (user: TestUser | undefined, requestId: number) => app.inject({ url: apiPaths.bookingConversation(requestId), headers: as(user) });
const markRead = (user: TestUser, requestId: number) => app.inject({ method: 'POST', url: apiPaths.bookingConversationRead(requestId), headers: as(user), payload: {} });
const unread = async (user: TestUser) => {
  const response = await app.inject({ url: apiPaths.unreadBookingMessages, headers: as(user) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return unreadMessagesSchema.parse(response.json());
};
const conversationMail = (to: string) =>
  deps.db.select().from(outbox).where(and(eq(outbox.to, to), sql`${outbox.subject} like 'New message from %'`));

const scene = () => conversationScene(app, deps, world, STAFF);

describe('the conversation on a booking request', () => {
  it('is private to its customer and the business owner: others, staff included, are told it does not exist', async () => {
    const { request, customer, owner, otherCustomer, otherOwner, staff } = await scene();
    const expected = { anon: 401, customer: 200, owner: 200, otherCustomer: 404, otherOwner: 404, staff: 404 } as const;
    const users = { anon: undefined, customer, owner, otherCustomer, otherOwner, staff };
    for (const [role, status] of Object.entries(expected)) {
      const user = users[role as keyof typeof users];
      const got = await read(user, request.id);
      expect(got.statusCode, `GET as ${role}`).toBe(status);
      expect(got.headers['cache-control']).toBe('private, no-store');
      const posted = await write(user, request.id, `Hello from ${role}`);
      expect(posted.statusCode, `POST as ${role}: ${posted.body}`).toBe(status === 200 ? 201 : status);
      if (status !== 200) expect(errorBodySchema.parse(posted.json()).message).toBeTruthy();
      const marked = user ? await markRead(user, request.id) : await app.inject({ method: 'POST', url: apiPaths.bookingConversationRead(request.id), payload: {} });
      expect(marked.statusCode, `read as ${role}`).toBe(status);
    }
    // Only the two parties' messages are in the thread, each from its side, with the pets' profile attached.
    const thread = conversationSchema.parse((await read(owner, request.id)).json());
    expect(thread.messages.map((m) => [m.from, m.body, m.mine])).toEqual([
      ['customer', 'Hello from customer', false],
      ['owner', 'Hello from owner', true],
    ]);
    expect(thread.messages[0]!.authorName).toBe('Casey N.');
    expect(thread).toMatchObject({ side: 'owner', readOnly: false, status: 'requested', serviceName: 'Bath and Brush' });
    expect(thread.pets).toEqual([expect.objectContaining({ name: 'Biscuit', breed: 'Beagle', specialNeeds: 'Shy with big dogs', medicalNotes: 'Allergic to chicken' })]);
    expect(conversationSchema.parse((await read(customer, request.id)).json()).side).toBe('customer');
  });

  it('counts unread messages per side, in the header summary and on each request, until the side reads them', async () => {
    const { request, business, customer, owner } = await scene();
    expect(await unread(customer)).toEqual({ total: 0, asCustomer: 0, businesses: [] });
    expect((await write(customer, request.id, 'Can you do Saturday instead?')).statusCode).toBe(201);
    expect((await write(customer, request.id, 'Morning is best.')).statusCode).toBe(201);
    // The writer has nothing unread; the owner has two, on this business and on the request.
    expect((await unread(customer)).total).toBe(0);
    expect(await unread(owner)).toEqual({ total: 2, asCustomer: 0, businesses: [{ businessId: business.id, unread: 2 }] });
    const ownerList = await app.inject({ url: apiPaths.ownerBookingRequests(business.id), headers: as(owner) });
    expect(ownerBookingRequestListSchema.parse(ownerList.json()).bookingRequests[0]).toMatchObject({ id: request.id, unreadMessages: 2 });
    // Reading the thread does not mark it read; marking it does, and answers the new counts.
    await read(owner, request.id);
    expect((await unread(owner)).total).toBe(2);
    const marked = await markRead(owner, request.id);
    expect(unreadMessagesSchema.parse(marked.json())).toEqual({ total: 0, asCustomer: 0, businesses: [] });
    // The owner answers: now the customer has one unread, on the request too.
    await write(owner, request.id, 'Saturday 10 AM works.');
    expect(await unread(customer)).toEqual({ total: 1, asCustomer: 1, businesses: [] });
    const mine = bookingRequestListSchema.parse((await app.inject({ url: apiPaths.customerBookingRequests, headers: as(customer) })).json());
    expect(mine.bookingRequests.find((r) => r.id === request.id)?.unreadMessages).toBe(1);
    await markRead(customer, request.id);
    expect((await unread(customer)).total).toBe(0);
  });

  it('emails the other side with a link, at most once an hour while the thread is unread', async () => {
    const { request, business, customer, owner } = await scene();
    await write(customer, request.id, 'Can you do Saturday instead?');
    await write(customer, request.id, 'Or Sunday.');
    let mails = await conversationMail(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message from Casey N. about Bath and Brush');
    expect(mails[0]!.text).toContain('Can you do Saturday instead?');
    expect(mails[0]!.text).toContain(`/dashboard/business/${business.id}?tab=booking-requests&request=${request.id}`);
    // Once the owner has read the thread, the next message emails again.
    await markRead(owner, request.id);
    await write(customer, request.id, 'Any news?');
    expect(await conversationMail(owner.email)).toHaveLength(2);
    // Unread, a message within the hour sends nothing; an hour after the last email, one more.
    await write(customer, request.id, 'Hello?');
    expect(await conversationMail(owner.email)).toHaveLength(2);
    await deps.db.update(bookingRequests).set({ ownerEmailedAt: sql`now() - interval '61 minutes'` }).where(eq(bookingRequests.id, request.id));
    await write(customer, request.id, 'Still there?');
    mails = await conversationMail(owner.email);
    expect(mails).toHaveLength(3);
    // The customer is emailed about the owner's answer, with a link to their bookings.
    await write(owner, request.id, 'Sorry, Saturday is full.');
    const toCustomer = await conversationMail(customer.email);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.text).toContain(`/customer/dashboard?tab=bookings&request=${request.id}`);
  });

  it('refuses empty, too long and control-character messages with a message', async () => {
    const { request, customer } = await scene();
    for (const [body, message] of [
      ['   ', CONVERSATION_MESSAGES.bodyRequired],
      ['x'.repeat(CONVERSATION_MESSAGE_MAX + 1), CONVERSATION_MESSAGES.bodyTooLong],
      // Control characters are refused by the app's guard on every body, before the schema reads it.
      ['a\u0000b', 'must not contain control characters'],
      ['a\u0007b', 'must not contain control characters'],
      [42, CONVERSATION_MESSAGES.bodyRequired],
    ] as const) {
      const response = await write(customer, request.id, body);
      expect(response.statusCode, String(body).slice(0, 20)).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toContain(message);
    }
    const longest = await write(customer, request.id, `${'y'.repeat(CONVERSATION_MESSAGE_MAX - 1)}\n`);
    expect(longest.statusCode).toBe(201);
    expect(conversationMessageResponseSchema.parse(longest.json()).message.body).toHaveLength(CONVERSATION_MESSAGE_MAX - 1);
  });

  it('keeps a closed request read-only: the thread can be read, not written in', async () => {
    const { request, business, customer, owner } = await scene();
    await write(customer, request.id, 'See you then.');
    const declined = await app.inject({
      method: 'POST',
      url: apiPaths.ownerBookingDecision(business.id, request.id, 'decline'),
      headers: as(owner),
      payload: { message: 'Fully booked.' },
    });
    expect(declined.statusCode).toBe(200);
    for (const user of [customer, owner]) {
      const posted = await write(user, request.id, 'One more thing');
      expect(posted.statusCode).toBe(409);
      expect(errorBodySchema.parse(posted.json()).message).toBe(CONVERSATION_MESSAGES.readOnly);
      const thread = conversationSchema.parse((await read(user, request.id)).json());
      expect(thread).toMatchObject({ readOnly: true, status: 'declined' });
      expect(thread.messages.map((m) => m.body)).toEqual(['See you then.']);
    }
    // The owner no longer sees the medical notes of a closed request's pets; the customer, whose pets they are, does.
    expect(conversationSchema.parse((await read(owner, request.id)).json()).pets[0]!.medicalNotes).toBeNull();
    expect(conversationSchema.parse((await read(customer, request.id)).json()).pets[0]!.medicalNotes).toBe('Allergic to chicken');
  });

  it('answers 404 for a request that does not exist and 400 for an id spelt another way', async () => {
    const { customer } = await scene();
    expect((await read(customer, 2_000_000_000)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/booking-requests/007/messages', headers: as(customer) })).statusCode).toBe(400);
  });
});
