import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, claims, outbox } from '../../src/server/db/schema.js';
import { deliverDueMail, MAX_ATTEMPTS, retryDelaySeconds } from '../../src/server/mail/sender.js';
import { ADMIN_MESSAGES } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, newOwner, signIn, staffEmail, submitClaim, submitListing, unclaimedBusiness, type World } from './admin-fixtures.js';

/** A message as the SMTP server received it. */
type Received = { envelopeTo: string[]; from: string; to: string; subject: string; text: string };

/** Headers and body of a plain-text message as nodemailer writes it (7bit or quoted-printable). */
function parseMessage(raw: string, envelopeTo: string[]): Received {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  if (headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return {
    envelopeTo,
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: body.replace(/\r\n/g, '\n'),
  };
}

/** How long a message may take to arrive: the sender polls the outbox, and a loaded CI machine is slow. */
const DELIVERY_WAIT_MS = 15_000;
vi.setConfig({ testTimeout: 3 * DELIVERY_WAIT_MS });

const received: Received[] = [];
/** While set, the server refuses every recipient with a temporary error, as a mail server under trouble does. */
let refuse = false;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onRcptTo(_address, _session, callback) {
    if (!refuse) return callback();
    callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(parseMessage(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
      callback();
    });
  },
});

const STAFF = staffEmail();
const MAIL_FROM = 'PawFinder Reviews <reviews@example.com>';
let smtpUrl: string;
let ctx: TestContext;
let world: World;
let staffCookie: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, SMTP_URL: smtpUrl, MAIL_FROM });
  world = await makeWorld(ctx.deps);
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
});

afterAll(async () => {
  await ctx.app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Waits until the server has received `n` messages for `to`. */
async function messagesFor(to: string, n: number, timeoutMs = DELIVERY_WAIT_MS): Promise<Received[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = received.filter((message) => message.envelopeTo.includes(to));
    if (mine.length >= n) return mine;
    if (Date.now() > deadline) throw new Error(`expected ${n} message(s) for ${to}, got ${mine.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function outboxRowsFor(to: string) {
  return ctx.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
}

const decide = (id: number, action: 'approve' | 'reject', payload?: object) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.admin[action](id), headers: { cookie: staffCookie }, payload });

describe('email over SMTP', () => {
  it('sends the owner a message when a listing is submitted and when it is approved', async () => {
    const owner = await newOwner(ctx.deps, 'Priya');
    const listing = await submitListing(ctx, world, owner);
    const [submitted] = await messagesFor(owner.email, 1);
    expect(submitted).toMatchObject({ envelopeTo: [owner.email], to: owner.email, subject: `We received your listing: ${listing.name}` });
    expect(submitted!.from).toContain('reviews@example.com');
    expect(submitted!.text).toContain('Hello Priya,');
    expect(submitted!.text).toContain(`Thank you for listing ${listing.name} (Ownerville, TX)`);
    expect(submitted!.text).toContain("You'll receive an email when it's approved.");

    expect((await decide(listing.claimId, 'approve')).statusCode).toBe(200);
    const [, approved] = await messagesFor(owner.email, 2);
    expect(approved).toMatchObject({ envelopeTo: [owner.email], subject: `Your listing for ${listing.name} was approved` });
    expect(approved!.text).toContain('has been approved and is now verified');
    expect(approved!.text).toContain(`http://localhost:3000/dashboard/business/${listing.businessId}`);

    // The row is marked sent once the server has accepted the message.
    await vi.waitFor(async () => {
      const rows = await outboxRowsFor(owner.email);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });
    }, { timeout: DELIVERY_WAIT_MS, interval: 50 });
  });

  it('sends the claimant the rejection with its reason, and each other claimant theirs when one is approved', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const rejectedClaimant = await newOwner(ctx.deps, 'Ruth');
    const claimId = await submitClaim(ctx.app, rejectedClaimant, business.id);
    expect((await decide(claimId, 'reject', { reason: 'The phone number on file belongs to someone else.' })).statusCode).toBe(200);
    const [submitted, rejected] = await messagesFor(rejectedClaimant.email, 2);
    expect(submitted!.subject).toBe(`We received your claim: ${business.name}`);
    expect(submitted!.text).toContain('Our team will review your claim within 1-3 business days.');
    expect(rejected).toMatchObject({ envelopeTo: [rejectedClaimant.email], subject: `Your claim for ${business.name} was rejected` });
    expect(rejected!.text).toContain('Reason: The phone number on file belongs to someone else.');

    const [winner, loser] = [await newOwner(ctx.deps, 'Wes'), await newOwner(ctx.deps, 'Lou')];
    const winning = await submitClaim(ctx.app, winner, business.id);
    await submitClaim(ctx.app, loser, business.id);
    expect((await decide(winning, 'approve')).statusCode).toBe(200);
    const [, approved] = await messagesFor(winner.email, 2);
    expect(approved!.subject).toBe(`Your claim for ${business.name} was approved`);
    expect(approved!.text).toContain('You are now its verified owner.');
    const [, lost] = await messagesFor(loser.email, 2);
    expect(lost!.subject).toBe(`Your claim for ${business.name} was rejected`);
    expect(lost!.text).toContain(`Reason: ${ADMIN_MESSAGES.otherClaimApproved}`);
  });

  it('a failing SMTP server leaves the message pending with its attempt counted, and never the decision undone', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const claimant = await newOwner(ctx.deps);
    refuse = true;
    try {
      const claimId = await submitClaim(ctx.app, claimant, business.id);
      expect((await decide(claimId, 'approve')).statusCode).toBe(200);
      // Delivery runs right after each response; wait until both messages were tried.
      const deadline = Date.now() + 15_000;
      let rows = await outboxRowsFor(claimant.email);
      while (!(rows.length === 2 && rows.every((row) => row.attempts >= 1)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = await outboxRowsFor(claimant.email);
      }
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
        expect(row.lastError).toMatch(/451/);
        // Backed off: not due again for about a minute.
        expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(30_000);
      }
      expect(received.filter((message) => message.envelopeTo.includes(claimant.email))).toEqual([]);
      // The decision stands.
      const [claim] = await ctx.deps.db.select().from(claims).where(eq(claims.id, claimId));
      expect(claim).toMatchObject({ status: 'approved' });
      const [after] = await ctx.deps.db.select().from(businesses).where(eq(businesses.id, business.id));
      expect(after).toMatchObject({ ownerId: claimant.id, isClaimed: true, isVerified: true });
    } finally {
      refuse = false;
    }

    // Once the backoff has passed and the server is back, the retry delivers both.
    await ctx.deps.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.to, claimant.email));
    const transport = nodemailer.createTransport({ url: smtpUrl });
    await deliverDueMail(ctx.deps.db, transport, MAIL_FROM);
    transport.close();
    const delivered = await messagesFor(claimant.email, 2);
    expect(delivered.map((message) => message.subject).sort()).toEqual(
      [`We received your claim: ${business.name}`, `Your claim for ${business.name} was approved`].sort(),
    );
    await vi.waitFor(async () => {
      for (const row of await outboxRowsFor(claimant.email)) expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    }, { timeout: DELIVERY_WAIT_MS, interval: 50 });
  });

  it('gives up after the last attempt, marking the message failed', async () => {
    const to = `gives-up-${Date.now()}@example.com`;
    const [row] = await ctx.deps.db
      .insert(outbox)
      .values({ to, subject: 'Test', text: 'Test', attempts: MAX_ATTEMPTS - 1 })
      .returning();
    const failing = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    // Only this row may be due for the stand-in transport: run until it has been tried.
    for (let i = 0; i < 10; i++) {
      const [current] = await ctx.deps.db.select().from(outbox).where(eq(outbox.id, row!.id));
      if (current!.attempts >= MAX_ATTEMPTS) break;
      await deliverDueMail(ctx.deps.db, failing, MAIL_FROM);
    }
    const [after] = await ctx.deps.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'connection refused', sentAt: null });
  });

  it('backs off exponentially, from a minute up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(20)).toBe(6 * 3600);
  });
});
