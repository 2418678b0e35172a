import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { readinessSchema } from '#shared/health.js';
import { mediaPath } from '#shared/media.js';
import { photoResponseSchema, type Photo } from '#shared/photos.js';
import { businessPhotos, mediaImages, reviewPhotos } from '../../src/server/db/schema.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/**
 * Issue 29: an S3 store that stops answering (a real s3rver stopped mid-test, never a mock of the SDK). Photo reads
 * and uploads answer 503 with a JSON message soon, not a 500 after the SDK's own waits; no upload leaves a row
 * naming objects that were never stored; /readyz says the store is down; and all is well once it is back.
 */

const MESSAGE = 'Photos are unavailable right now; please try again shortly.';

let s3: LocalS3;
let ctx: TestContext;
let world: ReviewWorld;

beforeAll(async () => {
  s3 = await startLocalS3();
  ({ ctx, world } = await reviewSetting(s3.env));
});
afterAll(async () => {
  await s3?.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const upload = async (url: string, cookie: string) => {
  const { payload, headers } = multipartBody(await jpegOf(900, 700));
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
};
const rowCount = async (table: typeof mediaImages | typeof businessPhotos | typeof reviewPhotos) => (await ctx.deps.db.select({ n: count() }).from(table))[0]!.n;

async function galleryPhoto(): Promise<{ owner: TestUser; businessId: number; photo: Photo }> {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner });
  const response = await upload(apiPaths.businessPhotos(business.id), owner.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return { owner, businessId: business.id, photo: photoResponseSchema.parse(response.json()).photo };
}

/** The 503 of a store that is not answering: JSON, retry later, kept by no cache, none of the photo's own headers. */
function expectStoreUnavailable(response: Awaited<ReturnType<typeof get>>) {
  expect([response.statusCode, response.json()]).toEqual([503, { message: MESSAGE }]);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers.etag).toBeUndefined();
}

describe('the S3 store stops answering (its server stopped mid-test)', () => {
  it('photo reads and uploads answer 503 at once, no row is half written, /readyz says so, and all is well once it is back', async () => {
    const { owner, businessId, photo } = await galleryPhoto();
    const url = mediaPath(photo.image.hash, photo.image.widths[1]!);
    expect((await get(url)).statusCode).toBe(200);
    const ready = readinessSchema.parse((await get('/readyz')).json());
    expect(ready).toEqual({ status: 'ready', media: { status: 'ready' } });
    const author = await newCustomer(ctx.deps);
    const review = await writeReview(ctx.app, author, businessId, 4);

    await s3.stop();
    try {
      // A refused connection is known at once: the answer comes within the SDK's one retry, not its timeouts.
      const read = await timed(() => get(url));
      expectStoreUnavailable(read.result);
      expect(read.ms).toBeLessThan(3_000);

      const before = { images: await rowCount(mediaImages), gallery: await rowCount(businessPhotos), reviewPhotos: await rowCount(reviewPhotos) };
      const gallery = await timed(() => upload(apiPaths.businessPhotos(businessId), owner.cookie));
      expectStoreUnavailable(gallery.result);
      expect(gallery.ms).toBeLessThan(5_000);
      const attached = await upload(apiPaths.reviewPhotos(review.id), author.cookie);
      expectStoreUnavailable(attached);
      expect({ images: await rowCount(mediaImages), gallery: await rowCount(businessPhotos), reviewPhotos: await rowCount(reviewPhotos) }).toEqual(before);
      const listed = await ctx.app.inject({ method: 'GET', url: apiPaths.businessPhotos(businessId), headers: { cookie: owner.cookie } });
      expect(listed.json().photos.map((p: Photo) => p.id)).toEqual([photo.id]);

      // Pages still render (they name photos, they do not read them), so the site stays in the load balancer.
      expect((await get(`/business/${businessId}`)).statusCode).toBe(200);
      const readyz = await get('/readyz');
      expect([readyz.statusCode, readinessSchema.parse(readyz.json())]).toEqual([200, { status: 'ready', media: { status: 'unavailable', message: 'The photo store is not answering' } }]);
    } finally {
      await s3.restart();
    }

    expect((await get(url)).statusCode).toBe(200);
    const again = await upload(apiPaths.businessPhotos(businessId), owner.cookie);
    expect(again.statusCode, again.body).toBe(201);
    const [stored] = await ctx.deps.db.select({ hash: mediaImages.hash }).from(mediaImages).where(eq(mediaImages.hash, photoResponseSchema.parse(again.json()).photo.image.hash));
    expect(stored).toBeDefined();
    expect(readinessSchema.parse((await get('/readyz')).json()).media).toEqual({ status: 'ready' });
  });
});

/**
 * A store that accepts connections and then says nothing (a hung server, a black-holed network): a TCP relay in
 * front of s3rver that, once told to, drops the connections it relays and leaves new ones unanswered.
 */
async function hangingRelay(target: string) {
  const { hostname, port } = new URL(target);
  let hung = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (hung) return;
    const upstream = net.connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    hang() {
      hung = true;
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

describe('the S3 store hangs (connections accepted, nothing answered)', () => {
  it('a photo read answers 503 within the deadline, not after minutes, and /readyz within its 2 s check', async () => {
    const relay = await hangingRelay(s3.env.S3_ENDPOINT!);
    try {
      const { ctx: hanging, world: hangingWorld } = await reviewSetting({ ...s3.env, S3_ENDPOINT: relay.endpoint });
      const owner = await newOwnerAccount(hanging.deps);
      const business = await reviewableBusiness(hanging.deps, hangingWorld, { owner });
      const { payload, headers } = multipartBody(await jpegOf(700, 500));
      const added = await hanging.app.inject({ method: 'POST', url: apiPaths.businessPhotos(business.id), payload, headers: { ...headers, cookie: owner.cookie } });
      expect(added.statusCode, added.body).toBe(201);
      const { image } = photoResponseSchema.parse(added.json()).photo;

      relay.hang();
      const read = await timed(() => hanging.app.inject({ method: 'GET', url: mediaPath(image.hash, image.widths[0]!) }));
      expectStoreUnavailable(read.result);
      // The operation's deadline is 8 s (two attempts of at most 5 s); a loaded machine may add a little.
      expect(read.ms).toBeGreaterThan(4_000);
      expect(read.ms).toBeLessThan(12_000);
      const readyz = await timed(() => hanging.app.inject({ method: 'GET', url: '/readyz' }));
      expect(readyz.result.json()).toEqual({ status: 'ready', media: { status: 'unavailable', message: 'The photo store is not answering' } });
      expect(readyz.ms).toBeLessThan(4_000);
    } finally {
      await relay.close();
    }
  });
});
