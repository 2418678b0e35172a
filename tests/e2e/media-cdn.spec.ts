import type { Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';

/**
 * MEDIA_PUBLIC_URL in a real browser (decision 0036). Run with `E2E_MEDIA_PUBLIC_URL=http://localhost:<E2E_PORT>`:
 * the server starts with it, and the site (127.0.0.1) then shows its public photos from another origin, as from a
 * CDN whose origin is the site itself. Skipped without it. The console guard fails the test on a CSP refusal, a
 * response the browser blocks (Cross-Origin-Resource-Policy) or a hydration mismatch.
 */
const CDN = process.env.E2E_MEDIA_PUBLIC_URL;

type Listing = { id: number; name: string; cover: unknown };

/** A demo listing with photos. */
async function listingWithPhotos(page: Page): Promise<Listing> {
  const [cities, services] = await Promise.all([apiPaths.cities, apiPaths.services].map(async (path) => (await page.request.get(path)).json() as Promise<{ slug: string }[]>));
  for (const city of cities!.slice(0, 6)) {
    for (const service of services!) {
      const answer = await page.request.get(apiPaths.serviceCity(service.slug, city.slug, { pageSize: '50' }));
      const listing = ((await answer.json()).businesses as Listing[] | undefined)?.find((business) => business.cover);
      if (listing) return listing;
    }
  }
  throw new Error('no demo listing with photos');
}

/** Every photo of the page that has loaded: its address, and whether the browser decoded it. */
const shownPhotos = (page: Page) =>
  page.$$eval('img', (images) =>
    images.filter((image) => image.currentSrc.includes('/media/')).map((image) => ({ src: image.currentSrc, shown: image.complete && image.naturalWidth > 0 })),
  );

test('public photos load from MEDIA_PUBLIC_URL: the gallery, the lightbox and a card', async ({ page }) => {
  test.skip(!CDN, 'set E2E_MEDIA_PUBLIC_URL=http://localhost:<E2E_PORT>');
  const listing = await listingWithPhotos(page);

  await page.goto(`/business/${listing.id}`);
  const gallery = page.getByRole('region', { name: `Photos of ${listing.name}` });
  await expect(gallery).toBeVisible();
  await gallery.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await shownPhotos(page)).length).toBeGreaterThan(0);
  await expect.poll(async () => (await shownPhotos(page)).every((photo) => photo.shown && photo.src.startsWith(`${CDN}/media/`))).toBe(true);

  const opener = gallery.getByRole('link', { name: /^Open photo 1 of/ });
  await expect(opener).toHaveAttribute('href', new RegExp(`^${CDN}/media/[0-9a-f]{32}-\\d+\\.webp$`));
  await opener.click();
  const lightbox = page.getByRole('dialog', { name: `Photos of ${listing.name}` });
  await expect(lightbox).toBeVisible();
  await expect
    .poll(() => lightbox.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc)))
    .toContainEqual(expect.stringMatching(new RegExp(`^${CDN}/media/`)));
  await page.keyboard.press('Escape');

  // Its card among the results of a search for its name (a card below the fold loads its photo lazily).
  await page.goto(`/search?q=${encodeURIComponent(listing.name)}`);
  await page.getByRole('link', { name: listing.name, exact: true }).first().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await shownPhotos(page)).some((photo) => photo.shown && photo.src.startsWith(`${CDN}/media/`))).toBe(true);
});
