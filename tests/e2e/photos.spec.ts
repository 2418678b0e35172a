import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiPaths } from '#shared/api-paths.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';
const SHOTS = process.env.PHOTO_SHOTS_DIR;

/** A photo of one flat colour with a lighter band, made on the spot. */
async function photo(name: string, background: string) {
  const band = Buffer.from(`<svg width="1600" height="1067"><rect y="700" width="1600" height="200" fill="white" fill-opacity="0.35"/></svg>`);
  const buffer = await sharp({ create: { width: 1600, height: 1067, channels: 3, background } }).composite([{ input: band }]).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

test('an owner uploads three photos and sets a cover; the card and the page show it; the lightbox works by keyboard', async ({ page, browser, request, expectAccessible }) => {
  test.slow();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  // An unclaimed demo business no other journey claims.
  const listing = await (await request.get(apiPaths.serviceCity('pet-sitting', 'denver', { pageSize: '50' }))).json();
  const business = (listing.businesses as { id: number; name: string; isClaimed: boolean }[]).filter((b) => !b.isClaimed).at(-1)!;
  expect(business, 'an unclaimed demo business in Denver').toBeDefined();

  // The owner claims it (phone check) and staff approve the claim: the set-up, through the API.
  await page.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/')}`);
  await signInOnProviderPage(page, { email: `photographer-${randomUUID()}@example.com`, firstName: 'Petra' });
  await page.waitForURL((url) => url.pathname === '/');
  const claim = await page.request.post(apiPaths.claimBusiness(business.id), {
    data: { claimReason: 'I run this place.', verificationMethod: 'phone', verificationData: { phone: '(303) 555-0142' } },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const claimId = ((await claim.json()) as { claim: { id: number } }).claim.id;
  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await staff.goto(`${apiPaths.signIn.customer}?returnTo=${encodeURIComponent('/')}`);
    await signInOnProviderPage(staff, { email: STAFF_EMAIL, firstName: 'Sam' });
    await staff.waitForURL((url) => url.pathname === '/');
    const approved = await staff.request.post(apiPaths.admin.approve(claimId), { data: {} });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await staffContext.close();
  }

  // Three photos at once, each shown with its progress, then in the gallery.
  await page.goto(`/dashboard/business/${business.id}`);
  await page.getByRole('tab', { name: 'Photos' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Photos' });
  await expect(panel.getByText('No photos yet')).toBeVisible();
  await panel.getByLabel('Add photos').setInputFiles([await photo('front.jpg', '#0f766e'), await photo('team.jpg', '#b45309'), await photo('garden.jpg', '#7c3aed')]);
  const tiles = panel.getByRole('list', { name: 'Photos in gallery order' }).getByRole('listitem');
  await expect(tiles).toHaveCount(3, { timeout: 30_000 });
  await expect(tiles.first()).toHaveAccessibleName(/Photo 1, place 1 of 3, cover photo/);

  // Caption the third, make it the cover, then move it first with the keyboard's buttons.
  await tiles.nth(2).getByLabel(/Caption/).fill('Our garden play area');
  await tiles.nth(2).getByRole('button', { name: 'Save caption' }).click();
  await expect(tiles.nth(2)).toHaveAccessibleName(/Our garden play area, place 3 of 3/);
  await tiles.nth(2).getByRole('button', { name: 'Make Our garden play area the cover' }).click();
  await expect(tiles.nth(2)).toHaveAccessibleName(/cover photo/);
  await tiles.nth(2).getByRole('button', { name: 'Move Our garden play area earlier' }).click();
  await expect(tiles.nth(1)).toHaveAccessibleName(/Our garden play area, place 2 of 3, cover photo/);
  // Dragging works too: the last photo dropped on the first takes its place, and back.
  const order = async () =>
    ((await (await page.request.get(apiPaths.businessPhotos(business.id))).json()) as { photos: { id: number }[] }).photos.map((p) => p.id);
  const [a, b, c] = await order();
  await tiles.nth(2).dragTo(tiles.nth(0));
  await expect.poll(order).toEqual([c, a, b]);
  await expect(tiles.nth(2)).toHaveAccessibleName(/Our garden play area, place 3 of 3, cover photo/);
  await tiles.nth(0).dragTo(tiles.nth(2));
  await expect.poll(order).toEqual([a, b, c]);
  await expect(tiles.nth(1)).toHaveAccessibleName(/Our garden play area, place 2 of 3, cover photo/);
  await page.setViewportSize({ width: 1280, height: 1100 });
  await shot(page, 'dashboard-desktop');
  await expectAccessible();
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  const photos = ((await (await page.request.get(apiPaths.businessPhotos(business.id))).json()) as { photos: { isCover: boolean; image: { hash: string } }[] }).photos;
  const cover = photos.find((p) => p.isCover)!.image.hash;

  // The listing card shows the cover, with a srcset and its size set.
  await page.goto(`/pet-sitting/denver?q=${encodeURIComponent(business.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: business.name }) });
  const cardImage = card.locator('img');
  await expect(cardImage).toHaveAttribute('src', new RegExp(cover));
  await expect(cardImage).toHaveAttribute('srcset', /320w.*640w.*1280w/);
  await expect(cardImage).toHaveAttribute('width', '1600');
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shot(page, 'card-desktop');

  // The business page: the cover large first, og:image and JSON-LD name it.
  await page.goto(`/business/${business.id}`);
  const gallery = page.getByRole('region', { name: `Photos of ${business.name}` });
  const first = gallery.getByRole('link', { name: /Open photo 1 of 3: Our garden play area/ });
  await expect(first.locator('img')).toHaveAttribute('src', new RegExp(cover));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${cover}-1280\\.webp$`));
  await shot(page, 'business-desktop');
  await expectAccessible();

  // The lightbox by keyboard: open, next, previous, Escape; focus comes back to the photo that opened it.
  await first.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: `Photos of ${business.name}` });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close photos' })).toBeFocused();
  await expect(lightbox.getByText('Photo 1 of 3')).toBeVisible();
  await expect(lightbox.getByRole('img', { name: 'Our garden play area' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Photo 2 of 3')).toBeVisible();
  // The lightbox merges arrow presses that arrive before the first has moved the slide (its throttle), so the
  // test, like a person, waits to see each photo before the next press. From the first photo, Left wraps to the last.
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('Photo 1 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('Photo 3 of 3')).toBeVisible();
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect.poll(() => lightbox.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await shot(page, 'lightbox-desktop');
  await expectAccessible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(gallery.getByRole('link', { name: /Open photo 3 of 3/ })).toBeFocused();

  // Phone width: the same page and the lightbox, swiped.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'business-phone');
  await gallery.getByRole('link', { name: /Open photo 1 of 3/ }).click();
  await expect(lightbox).toBeVisible();
  await shot(page, 'lightbox-phone');
  // A swipe to the left shows the next photo, to the right the previous one (a touch pointer dragged across).
  const stage = lightbox.getByRole('region', { name: 'Photo gallery' });
  const swipe = async (from: number, to: number) => {
    const touch = { pointerId: 1, pointerType: 'touch', isPrimary: true, clientY: 400 };
    await stage.dispatchEvent('pointerdown', { ...touch, clientX: from, buttons: 1 });
    for (const x of [from + (to - from) / 2, to]) await stage.dispatchEvent('pointermove', { ...touch, clientX: x, buttons: 1 });
    await stage.dispatchEvent('pointerup', { ...touch, clientX: to });
  };
  await swipe(300, 100);
  await expect(lightbox.getByText('Photo 2 of 3')).toBeVisible();
  await swipe(100, 300);
  await expect(lightbox.getByText('Photo 1 of 3')).toBeVisible();
  await page.keyboard.press('Escape');

  // Before the app's script has run (here: never), a tap on a photo still shows it: each photo is a link to its
  // full image, which the app turns into the lightbox once it is live.
  const early = await page.context().newPage();
  await early.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await early.goto(`/business/${business.id}`);
  await early.getByRole('region', { name: `Photos of ${business.name}` }).getByRole('link', { name: /Open photo 1 of 3/ }).click();
  await expect(early).toHaveURL(new RegExp(`/media/${cover}-1280\\.webp$`));
  await early.close();

  await page.goto(`/pet-sitting/denver`);
  if (SHOTS) await page.getByRole('list', { name: 'Providers' }).screenshot({ path: `${SHOTS}/cards-phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dog-grooming/austin?view=grid`);
  if (SHOTS) await page.getByRole('list', { name: 'Providers' }).screenshot({ path: `${SHOTS}/cards-placeholder-desktop.png` });
});
