import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { CONTACT_MESSAGES, contactMessageListSchema } from '#shared/contact.js';
import { errorBodySchema } from '#shared/errors.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';

const STAFF = `contact-staff-${randomUUID()}@example.com`;
const SUPPORT = `help-${randomUUID()}@acme-pets.example`;
let ctx: TestContext;
let staffCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, SUPPORT_EMAIL: SUPPORT, SITE_NAME: 'Acme Pets' });
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Reyes',
  email: `dana-${randomUUID()}@example.com`,
  topic: 'listing',
  message: 'My grooming salon moved to a new address last month.',
  ...overrides,
});
/** A message as a browser sends it: its own client address each time unless told, so the per-address limit is its own. */
const send = (payload: object, ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.contact, payload, remoteAddress: ip });
const staffList = async (cookie?: string) => ctx.app.inject({ method: 'GET', url: apiPaths.admin.messages, headers: cookie ? { cookie } : {} });
const storedFrom = (email: string) => ctx.deps.db.select().from(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()));
const mailTo = (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

describe('POST /api/contact', () => {
  it('lands in the staff list and in the outbox to SUPPORT_EMAIL, and answers with the confirmation', async () => {
    const sent = message({ name: 'Dana Reyes', form: 'advertise', topic: 'advertising', message: 'We would like a banner on the grooming pages.' });
    const response = await send(sent);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });

    const list = contactMessageListSchema.parse((await staffList(staffCookie)).json());
    const listed = list.messages.find((item) => item.email === sent.email);
    expect(listed).toMatchObject({ form: 'advertise', name: 'Dana Reyes', topic: 'advertising', message: sent.message });

    const mail = (await mailTo(SUPPORT)).find((row) => row.text.includes(sent.email));
    expect(mail?.subject).toBe('Advertising enquiry: Advertising from Dana Reyes');
    expect(mail?.text).toContain('We would like a banner on the grooming pages.');
    expect(mail?.text).toContain(`From: Dana Reyes <${sent.email}>`);
  });

  it('refuses a message whose hidden field a bot filled in, and keeps nothing of it', async () => {
    const bot = message({ website: 'https://cheap-pills.example' });
    const response = await send(bot);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toBe(CONTACT_MESSAGES.honeypot);
    expect(await storedFrom(bot.email)).toEqual([]);
    expect((await mailTo(SUPPORT)).some((row) => row.text.includes(bot.email))).toBe(false);
  });

  it('refuses a fourth message from one email address within the hour, with a message', async () => {
    const email = `eager-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await send(message({ email: i === 1 ? email.toUpperCase() : email }))).statusCode).toBe(201);
    const fourth = await send(message({ email }));
    expect(fourth.statusCode).toBe(429);
    expect(errorBodySchema.parse(fourth.json()).message).toBe(CONTACT_MESSAGES.tooMany);
    expect(await storedFrom(email)).toHaveLength(3);
  });

  it('refuses more than ten messages an hour from one client address', async () => {
    const ip = '10.9.8.7';
    for (let i = 0; i < 10; i++) expect((await send(message(), ip)).statusCode).toBe(201);
    const eleventh = await send(message(), ip);
    expect(eleventh.statusCode).toBe(429);
    expect(typeof errorBodySchema.parse(eleventh.json()).message).toBe('string');
  });

  it('takes the form as a browser without JavaScript posts it, and sends it on to the confirmation', async () => {
    const email = `no-script-${randomUUID()}@example.com`;
    const body = new URLSearchParams({ form: 'advertise', name: 'Lee Chan', email, topic: 'advertising', message: 'A spring campaign for our kennels?', website: '' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx.deps.config.publicUrl },
      payload: body.toString(),
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/advertise?sent=1');
    expect(await storedFrom(email)).toMatchObject([{ form: 'advertise', topic: 'advertising', message: 'A spring campaign for our kennels?' }]);
    const confirmation = await ctx.app.inject({ method: 'GET', url: '/advertise?sent=1' });
    expect(confirmation.body).toContain(CONTACT_MESSAGES.sent);
  });

  it('names each refused field with a message a person can act on', async () => {
    const response = await send({ name: ' ', email: 'not-an-address', topic: 'lottery', message: 'Hi' });
    expect(response.statusCode).toBe(400);
    const { fields } = errorBodySchema.parse(response.json());
    expect(fields).toMatchObject({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      topic: CONTACT_MESSAGES.topicInvalid,
      message: CONTACT_MESSAGES.messageTooShort,
    });
    const long = await send(message({ message: 'x'.repeat(5001) }));
    expect(long.statusCode).toBe(400);
    expect(errorBodySchema.parse(long.json()).fields?.message).toBe(CONTACT_MESSAGES.messageTooLong);
  });
});

describe('GET /api/admin/messages', () => {
  it('is for staff only: a visitor is asked to sign in, a customer and an owner are refused', async () => {
    expect((await staffList()).statusCode).toBe(401);
    for (const type of ['customer', 'business_owner'] as const) {
      const response = await staffList((await signIn(ctx.deps, type)).cookie);
      expect(response.statusCode).toBe(403);
      expect(typeof errorBodySchema.parse(response.json()).message).toBe('string');
    }
    expect((await staffList(staffCookie)).statusCode).toBe(200);
  });

  it('lists the newest first, with the count of all', async () => {
    const first = message();
    const second = message();
    await send(first);
    await send(second);
    const list = contactMessageListSchema.parse((await staffList(staffCookie)).json());
    const order = list.messages.map((item) => item.email);
    expect(order.indexOf(second.email)).toBeLessThan(order.indexOf(first.email));
    expect(list.total).toBeGreaterThanOrEqual(list.messages.length);
  });
});
