import { connect, type Socket } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessPhotos, businesses, rateLimitCounters } from '../../src/server/db/schema.js';
import { createUploadTurns } from '../../src/server/owners/upload-gate.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { UPLOAD_IN_PROGRESS_MESSAGE } from '#shared/owners.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { htmlBytes, jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { dataUrl, listingPayload, makeCity, makeService, pdfBytes } from './owners-fixtures.js';

/** Issue 22 item 2: one account cannot hold up everyone else's uploads. */

let ctx: TestContext;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

const messageOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).message;

async function ownerWithBusiness() {
  const owner = await signIn(ctx.deps, 'business_owner');
  const business = await createBusiness(ctx.deps.db, { city: await createCity(ctx.deps.db), services: [await createService(ctx.deps.db)] });
  await ctx.deps.db.update(businesses).set({ ownerId: owner.id, isClaimed: true }).where(eq(businesses.id, business.id));
  return { owner, businessId: business.id };
}
const uploadPhoto = (businessId: number, cookie: string, bytes: Buffer) => {
  const { payload, headers } = multipartBody(bytes);
  return ctx.app.inject({ method: 'POST', url: apiPaths.businessPhotos(businessId), payload, headers: { ...headers, cookie } });
};

describe("each account's uploads take turns", () => {
  it('one upload per account at a time, the next ones wait in order; too many waiting are refused; other accounts are not held up', async () => {
    const turns = createUploadTurns(1, 1000);
    const first = await turns.take(1);
    const second = turns.take(1);
    await expect(turns.take(1)).rejects.toMatchObject({ statusCode: 429, message: UPLOAD_IN_PROGRESS_MESSAGE });
    // Another account goes straight in.
    const other = await turns.take(2);
    first();
    const releaseSecond = await second;
    releaseSecond();
    other();
    expect(turns.accounts).toBe(0);
  });

  it("an owner's burst of photos is answered one at a time (the rest 429, saying why), and another owner's photo goes through meanwhile", async () => {
    const flooder = await ownerWithBusiness();
    const other = await ownerWithBusiness();
    const images = await Promise.all(Array.from({ length: 7 }, () => jpegOf(900, 700)));
    const [otherAnswer, ...burst] = await Promise.all([
      uploadPhoto(other.businessId, other.owner.cookie, await jpegOf(480, 360)),
      ...images.map((bytes) => uploadPhoto(flooder.businessId, flooder.owner.cookie, bytes)),
    ]);
    expect(otherAnswer!.statusCode, otherAnswer!.body).toBe(201);
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 429), statuses.join()).toBe(true);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused.length, statuses.join()).toBeGreaterThanOrEqual(1);
    for (const response of refused) {
      expect(messageOf(response)).toBe(UPLOAD_IN_PROGRESS_MESSAGE);
      expect(response.headers['retry-after']).toBe('5');
    }
    const stored = await ctx.deps.db.select({ id: businessPhotos.id }).from(businessPhotos).where(eq(businessPhotos.businessId, flooder.businessId));
    expect(stored.length).toBe(statuses.filter((status) => status === 201).length);
  });

  it('refused uploads count toward the account’s upload limit like accepted ones', async () => {
    const { owner, businessId } = await ownerWithBusiness();
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await uploadPhoto(businessId, owner.cookie, htmlBytes());
      expect(response.statusCode).toBe(415);
      remaining.push(Number(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining[1]).toBe(remaining[0]! - 1);
    expect(remaining[2]).toBe(remaining[0]! - 2);
  });
});

describe('document uploads whose bodies trickle', () => {
  it("hold up only their own account: another owner's document is handled at once, not refused", async () => {
    const city = await makeCity(ctx.deps.db);
    const service = await makeService(ctx.deps.db);
    const slow = await Promise.all([signIn(ctx.deps, 'business_owner'), signIn(ctx.deps, 'business_owner')]);
    for (const owner of slow) {
      // A document-sized body announced, one byte of it sent, and then nothing (up to the 30 s request deadline).
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => {});
      socket.write(
        `POST ${apiPaths.createBusiness} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${owner.cookie}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 2000000\r\n\r\n{',
      );
    }
    // Both are past their access check and rate limit (the next step is waiting for their body).
    await vi.waitFor(
      async () => {
        for (const owner of slow) {
          const rows = await ctx.deps.db.select({ count: rateLimitCounters.count }).from(rateLimitCounters).where(like(rateLimitCounters.key, `%user:${owner.id}%`));
          expect(rows.length).toBe(1);
        }
      },
      { timeout: 10_000, interval: 50 },
    );
    const owner = await signIn(ctx.deps, 'business_owner');
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.createBusiness,
      headers: { cookie: owner.cookie },
      payload: listingPayload(city.id, [service.id], {
        verificationMethod: 'document',
        // Over the size that goes through the upload slots.
        verificationData: { documentType: 'business_license', documentFile: dataUrl(Buffer.concat([pdfBytes(), Buffer.alloc(200_000, 1)])), documentName: 'license.pdf' },
      }),
    });
    // Before the fix both slots were held by the trickling bodies: this waited 5 s in the queue, then got 429.
    expect(response.statusCode, response.body).toBe(201);
  });
});
