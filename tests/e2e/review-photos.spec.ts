import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiPaths } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';
const SHOTS = process.env.PHOTO_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

/** A photo of one flat colour with a lighter band, made on the spot. */
async function photo(name: string, background: string) {
  const band = Buffer.from(`<svg width="900" height="600"><rect y="380" width="900" height="120" fill="white" fill-opacity="0.4"/></svg>`);
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } }).composite([{ input: band }]).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A new browser context signed in through the development provider as a fresh account, left on `returnTo`. */
async function signedInPage(browser: Browser, type: 'customer' | 'business_owner', firstName: string, returnTo: string, email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${apiPaths.signIn[type]}?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Rivers');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
  return page;
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

test('a customer adds two photos to a review; they show as thumbnails; the lightbox by keyboard; a reported photo is removed by staff', async ({ page, browser, request, expectAccessible }) => {
  test.slow();
  const list = await (await request.get(apiPaths.serviceCity('veterinarian', 'austin', { pageSize: '50' }))).json();
  const business = (list.businesses as { id: number; name: string; reviewCount: number }[]).sort((a, b) => a.reviewCount - b.reviewCount)[0]!;
  const path = `/business/${business.id}`;

  // The customer writes a review with two photos picked in the dialog.
  const author = await signedInPage(browser, 'customer', 'Ivy', path);
  await author.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = author.getByRole('dialog', { name: 'Write a Review' });
  await dialog.getByRole('radio', { name: '4 stars: very good' }).check({ force: true });
  await dialog.getByLabel('Your review').fill('Calm vets, quick appointment, and the waiting room is spotless.');
  await dialog.getByLabel('Add photos').setInputFiles([await photo('waiting-room.jpg', '#0f766e'), await photo('garden.jpg', '#b45309')]);
  await expect(dialog.getByRole('list', { name: 'Photos of your review' }).getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByText('Added on save')).toHaveCount(2);
  // The previews come from the device (object URLs the page's policy admits).
  await expect.poll(() => dialog.getByRole('img', { name: 'garden.jpg' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(author, 'review-dialog-desktop');
  await author.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('button', { name: 'Add photos' }).or(dialog.getByText('Add photos')).first().scrollIntoViewIfNeeded();
  await shot(author, 'review-dialog-phone');
  await author.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Post Review' }).click();
  await expect(toast(author, 'Review posted')).toBeVisible();
  await expect(dialog).toBeHidden();
  const own = author.getByRole('region', { name: 'Your review' });
  await expect(own.getByRole('link', { name: /Open photo \d of 2 from Ivy R\.'s review/ })).toHaveCount(2);

  // Editing: one photo removed (after a confirmation, at once), another added on save; the text is not touched.
  await own.getByRole('button', { name: 'Edit' }).click();
  const edit = author.getByRole('dialog', { name: 'Edit your review' });
  await edit.getByRole('button', { name: 'Remove your photo 2' }).click();
  await author.getByRole('dialog', { name: 'Remove this photo?' }).getByRole('button', { name: 'Remove Photo' }).click();
  await expect(edit.getByRole('button', { name: /Remove your photo/ })).toHaveCount(1);
  await edit.getByLabel('Add photos').setInputFiles([await photo('exam-room.jpg', '#7c3aed')]);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(author, 'Review updated')).toBeVisible();
  await expect(own.getByRole('link', { name: /Open photo \d of 2 from Ivy R\.'s review/ })).toHaveCount(2);
  await expect(own.getByText('edited', { exact: false })).toHaveCount(0);
  await author.context().close();

  // A visitor sees them as thumbnails under the review text, with their sizes set, and opens them by keyboard.
  await page.goto(path);
  const thumbnails = page.getByRole('list', { name: "Photos from Ivy R.'s review" }).first();
  const first = thumbnails.getByRole('link', { name: "Open photo 1 of 2 from Ivy R.'s review" });
  await expect(first).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('width', '900');
  await expect(first.locator('img')).toHaveAttribute('loading', 'lazy');
  await first.scrollIntoViewIfNeeded();
  await shot(page, 'review-thumbnails-desktop');
  await expectAccessible();
  await first.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: "Photos from Ivy R.'s review" });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close photos' })).toBeFocused();
  await expect(lightbox.getByRole('img', { name: "Photo 1 from Ivy R.'s review" })).toBeVisible();
  // Signed out: nothing to report with.
  await expect(lightbox.getByRole('button', { name: 'Report photo' })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Photo 2 of 2')).toBeVisible();
  await shot(page, 'review-lightbox-desktop');
  await expectAccessible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnails.getByRole('link', { name: "Open photo 2 of 2 from Ivy R.'s review" })).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await first.scrollIntoViewIfNeeded();
  await shot(page, 'review-thumbnails-phone');

  // Another customer reports the first photo from the lightbox.
  const reporter = await signedInPage(browser, 'customer', 'Rex', path);
  // Once the session is known (the page is live), reviews offer Report.
  await expect(reporter.getByRole('button', { name: 'Report the review by Ivy R.' }).first()).toBeVisible();
  await reporter.getByRole('list', { name: "Photos from Ivy R.'s review" }).first().getByRole('link', { name: /Open photo 1 of 2/ }).click();
  await reporter.getByRole('dialog', { name: "Photos from Ivy R.'s review" }).getByRole('button', { name: 'Report photo' }).click();
  const report = reporter.getByRole('dialog', { name: 'Report this photo' });
  await report.getByLabel('What is wrong with it?').fill('This photo shows a different clinic.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(toast(reporter, 'Report sent')).toBeVisible();
  await reporter.context().close();

  // Staff see it in the queue as a reported photo and remove it; the page shows one photo at once.
  const staff = await signedInPage(browser, 'business_owner', 'Sam', '/admin', STAFF_EMAIL);
  const card = staff.getByRole('article', { name: `${business.name}: photo in the review by Ivy R.` });
  await expect(card.getByText('This photo shows a different clinic.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(staff, 'admin-reported-photo');
  await card.getByRole('button', { name: /Remove the photo in the review by Ivy R\./ }).click();
  const decide = staff.getByRole('dialog', { name: 'Remove this reported photo?' });
  await decide.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(staff, 'Photo removed')).toBeVisible();
  await expect(card).toBeHidden();

  await page.reload();
  await expect(page.getByRole('list', { name: "Photos from Ivy R.'s review" }).first().getByRole('link')).toHaveCount(1);

  // Staff can also take any photo down from the public page, reported or not.
  await staff.goto(path);
  await expect(staff.getByText('You are signed in with a business owner account', { exact: false })).toBeVisible();
  await staff.getByRole('link', { name: "Open photo 1 of 1 from Ivy R.'s review" }).first().click();
  await staff.getByRole('dialog', { name: "Photos from Ivy R.'s review" }).getByRole('button', { name: 'Remove photo' }).click();
  await staff.getByRole('dialog', { name: 'Remove this photo?' }).getByRole('button', { name: 'Remove Photo' }).click();
  await expect(toast(staff, 'Photo removed')).toBeVisible();
  await expect(staff.getByRole('list', { name: "Photos from Ivy R.'s review" })).toHaveCount(0);
  await staff.context().close();
  await page.reload();
  await expect(page.getByRole('list', { name: "Photos from Ivy R.'s review" })).toHaveCount(0);
});
