import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { mediaPath, type PhotoImage } from '#shared/media.js';
import { photoResponseSchema } from '#shared/photos.js';
import { reviewResponseSchema } from '#shared/reviews.js';
import { PhotoImg } from '../../src/client/components/photos/photo-img.js';
import { SiteContext, type SiteInfo } from '../../src/client/lib/site.js';
import { loadConfig } from '../../src/server/config.js';
import { businesses } from '../../src/server/db/schema.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import type { TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeReviewWorld, newCustomer, newOwnerAccount, reviewableBusiness, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/**
 * Issue 29: MEDIA_PUBLIC_URL, a CDN whose origin is this site's /media (docs/decisions/0036). Photos everyone may see
 * are addressed there in pages, JSON-LD and the API's JSON-LD; a photo only its owner, author or staff may see keeps
 * the site's own address (the CDN fetches without their session); the CSP lets images come from that origin.
 */

const CDN = 'https://cdn.pets.example';

type Scene = { ctx: TestContext; world: ReviewWorld };

async function scene(env: Record<string, string>): Promise<Scene> {
  const ctx = await buildTestApp(env);
  return { ctx, world: await makeReviewWorld(ctx.deps) };
}

const get = ({ ctx }: Scene, url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const upload = ({ ctx }: Scene, url: string, cookie: string, bytes: Buffer) => {
  const { payload, headers } = multipartBody(bytes);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};

/** A public listing with a gallery photo, and a visible review of it with a photo. */
async function listingWithPhotos(s: Scene): Promise<{ owner: TestUser; businessId: number; gallery: PhotoImage; reviewPhoto: PhotoImage }> {
  const owner = await newOwnerAccount(s.ctx.deps);
  const business = await reviewableBusiness(s.ctx.deps, s.world, { owner });
  const added = await upload(s, apiPaths.businessPhotos(business.id), owner.cookie, await jpegOf(1400, 900));
  expect(added.statusCode, added.body).toBe(201);
  const author = await newCustomer(s.ctx.deps);
  const review = await writeReview(s.ctx.app, author, business.id, 5);
  const attached = await upload(s, apiPaths.reviewPhotos(review.id), author.cookie, await jpegOf(500, 400));
  expect(attached.statusCode, attached.body).toBe(201);
  return {
    owner,
    businessId: business.id,
    gallery: photoResponseSchema.parse(added.json()).photo.image,
    reviewPhoto: reviewResponseSchema.parse(attached.json()).review.photos[0]!.image,
  };
}

/** Every address of an image the HTML names (src, srcset, href, JSON), with whatever precedes `/media/`. */
const addressesOf = (html: string, hash: string) => [...html.matchAll(new RegExp(`([a-z]+://[^"\\s,]*)?/media/${hash}-\\d+\\.webp`, 'g'))].map((m) => m[0]);
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const imgSrcOf = (csp: unknown) => String(csp).split(';').map((part) => part.trim()).find((part) => part.startsWith('img-src'))!;
const businessNode = (schema: { '@graph': { '@type': string; image?: string }[] }) => schema['@graph'].find((node) => node['@type'] === 'LocalBusiness')!;

describe('with MEDIA_PUBLIC_URL set', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await scene({ MEDIA_PUBLIC_URL: `${CDN}/` });
  });

  it("a public listing's page names its gallery and review photos, og:image and JSON-LD at the CDN, never the site", async () => {
    const { businessId, gallery, reviewPhoto } = await listingWithPhotos(s);
    const response = await get(s, `/business/${businessId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const image of [gallery, reviewPhoto]) {
      const addresses = addressesOf(html, image.hash);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((address) => !address.startsWith(`${CDN}/media/`))).toEqual([]);
    }
    expect(html).toContain(`<img src="${CDN}${mediaPath(gallery.hash, 640)}"`);
    expect(html).toContain(`srcSet="${gallery.widths.map((width) => `${CDN}${mediaPath(gallery.hash, width)} ${width}w`).join(', ')}"`);
    expect(html).toContain(`<meta property="og:image" content="${CDN}${mediaPath(gallery.hash, 1280)}"/>`);
    // React preloads the cover (the page's largest paint) from the same addresses.
    const preload = /<link rel="preload"[^>]*as="image"[^>]*>/.exec(html)?.[0];
    expect(preload).toContain(`imageSrcSet="${CDN}${mediaPath(gallery.hash, 320)} 320w`);
    expect(businessNode(jsonLdOf(html)).image).toBe(`${CDN}${mediaPath(gallery.hash, 1280)}`);
    // The browser builds the same addresses after hydration from the site facts the page hands over.
    expect(html).toContain(`"mediaPublicUrl":"${CDN}"`);
    const schema = await get(s, apiPaths.schema.business(businessId));
    expect(businessNode(schema.json().schema).image).toBe(`${CDN}${mediaPath(gallery.hash, 1280)}`);
  });

  it('the CSP lets images come from that origin', async () => {
    const response = await get(s, '/');
    expect(imgSrcOf(response.headers['content-security-policy']).split(' ')).toContain(CDN);
  });

  it("a listing that left public view: its owner's page keeps the site's own addresses (the CDN could not show them)", async () => {
    const { owner, businessId, reviewPhoto } = await listingWithPhotos(s);
    await s.ctx.deps.db.update(businesses).set({ status: 'pending' }).where(eq(businesses.id, businessId));
    const response = await get(s, `/business/${businessId}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const addresses = addressesOf(response.body, reviewPhoto.hash);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((address) => address.startsWith('/media/'))).toBe(true);
    expect(response.body).not.toContain(`${CDN}/media/`);
    // The site still serves it to its owner, to this origin's pages only, and to nobody else.
    const url = mediaPath(reviewPhoto.hash, reviewPhoto.widths[0]!);
    const own = await get(s, url, owner.cookie);
    expect([own.statusCode, own.headers['cross-origin-resource-policy']]).toEqual([200, 'same-origin']);
    expect((await get(s, url)).statusCode).toBe(404);
  });

  it("a public photo may be shown by another origin's pages (the CDN relays the site's answer to them)", async () => {
    const { gallery } = await listingWithPhotos(s);
    const response = await get(s, mediaPath(gallery.hash, 640));
    expect([response.statusCode, response.headers['cache-control'], response.headers['cross-origin-resource-policy']]).toEqual([200, 'public, max-age=300', 'cross-origin']);
    expect(response.headers.etag).toBe(`"${gallery.hash}-640"`);
  });

  it("a photo outside a public page's part (the owner's gallery manager, a review being written, staff's queue) keeps the site's address", () => {
    const site: SiteInfo = { publicUrl: 'http://localhost:3000', mapTiles: { url: '', attribution: '' }, demoData: false, brand: s.ctx.deps.config.brand, signInName: 'Google', mediaPublicUrl: CDN };
    const image: PhotoImage = { hash: 'a'.repeat(32), width: 800, height: 600, widths: [320, 640], placeholder: '' };
    const html = renderToStaticMarkup(createElement(SiteContext, { value: site }, createElement(PhotoImg, { image, alt: '', sizes: '100px' })));
    expect(html).toContain(`src="${mediaPath(image.hash, 640)}"`);
    expect(html).not.toContain(CDN);
  });
});

describe('without MEDIA_PUBLIC_URL (the default)', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await scene({});
  });

  it("photos keep the site's own addresses, JSON-LD the site's absolute one, and the CSP names no other origin", async () => {
    const { businessId, gallery, reviewPhoto } = await listingWithPhotos(s);
    const response = await get(s, `/business/${businessId}`);
    for (const image of [gallery, reviewPhoto]) {
      const addresses = addressesOf(response.body, image.hash);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((address) => !address.startsWith('/media/') && !address.startsWith('http://localhost:3000/media/'))).toEqual([]);
    }
    expect(response.body).toContain(`<img src="${mediaPath(gallery.hash, 640)}"`);
    expect(businessNode(jsonLdOf(response.body)).image).toBe(`http://localhost:3000${mediaPath(gallery.hash, 1280)}`);
    expect(imgSrcOf(response.headers['content-security-policy'])).toBe("img-src 'self' data: blob: https: https://tile.openstreetmap.org");
  });
});

describe('MEDIA_PUBLIC_URL at start-up', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' };
  it('takes an https origin, with or without a path (http only on loopback), and refuses anything else with a sentence', () => {
    expect(loadConfig(base).mediaPublicUrl).toBe('');
    expect(loadConfig({ ...base, MEDIA_PUBLIC_URL: 'https://CDN.Example.com/pets/' }).mediaPublicUrl).toBe('https://cdn.example.com/pets');
    expect(loadConfig({ ...base, MEDIA_PUBLIC_URL: 'http://127.0.0.1:3421' }).mediaPublicUrl).toBe('http://127.0.0.1:3421');
    for (const bad of ['cdn.example.com', 'ftp://cdn.example.com', 'http://cdn.example.com']) {
      expect(() => loadConfig({ ...base, MEDIA_PUBLIC_URL: bad })).toThrow(/MEDIA_PUBLIC_URL: must be the https address of a CDN whose origin is this site/);
    }
    for (const bad of ['https://cdn.example.com/?v=1', 'https://cdn.example.com/#top', 'https://user:secret@cdn.example.com']) {
      expect(() => loadConfig({ ...base, MEDIA_PUBLIC_URL: bad })).toThrow(/without credentials, a query or a fragment/);
    }
  });
});
