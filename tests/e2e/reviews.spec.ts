import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

/** A new browser context signed in as a fresh account of `type` (or `email`), left on `returnTo`. */
async function signedInPage(browser: Browser, type: 'customer' | 'business_owner', firstName: string, returnTo: string, email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${apiPaths.signIn[type]}?returnTo=${encodeURIComponent(returnTo)}`);
  await signInOnProviderPage(page, { email, firstName, lastName: 'Reviewer' });
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`));
  return { context, page, email };
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/** An unclaimed demo business of a pair no other journey uses, with the fewest reviews (so one more shows). */
async function quietBusiness(request: APIRequestContext, serviceSlug: string, citySlug: string) {
  const list = await (await request.get(apiPaths.serviceCity(serviceSlug, citySlug, { pageSize: '50' }))).json();
  const candidates = (list.businesses as { id: number; name: string; isClaimed: boolean; reviewCount: number }[]).filter((b) => !b.isClaimed);
  const business = candidates.sort((a, b) => a.reviewCount - b.reviewCount)[0];
  expect(business, `an unclaimed demo business in ${serviceSlug}/${citySlug}`).toBeDefined();
  return business!;
}

const detailOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(apiPaths.business(id))).json()) as BusinessDetailResponse).business;

test("signed out, 'Write a Review' goes through customer sign-in back to the open dialog; the review changes the rating", async ({ page, request, expectAccessible }) => {
  test.slow();
  const business = await quietBusiness(request, 'cat-grooming', 'chicago');
  const before = await detailOf(request, business.id);
  await page.goto(`/business/${business.id}`);
  const preview = page.getByRole('region', { name: 'Customer Reviews' }).first();
  await page.getByRole('link', { name: 'Write a Review' }).click();
  await signInOnProviderPage(page, { email: `reviewer-${randomUUID()}@example.com`, firstName: 'Nora', lastName: 'Quinn' });

  // Back on the business page, with the dialog open and the intent gone from the address.
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}$`));
  await expectAccessible();

  // Refused empty: the rating's message, then the text's.
  await dialog.getByRole('button', { name: 'Post Review' }).click();
  await expect(dialog.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();

  // The stars by keyboard: focus the group, arrow to the fourth (or the first, to move a high rating down).
  const rating = Number(before.rating) >= 3 ? 1 : 5;
  await dialog.getByRole('radio', { name: '1 star: poor' }).focus();
  await page.keyboard.press('Space');
  for (let star = 1; star < rating; star++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: rating === 1 ? '1 star: poor' : '5 stars: excellent' })).toBeChecked();

  const text = `Nora's review ${randomUUID().slice(0, 6)}: gentle handling and a spotless salon.`;
  const box = dialog.getByLabel('Your review');
  await box.fill('Too short');
  await expect(dialog.getByText('9 / 2000 characters (at least 20)')).toBeVisible();
  await box.fill(text);
  await expect(dialog.getByText(`${text.length} / 2000 characters`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Post Review' }).click();
  await expect(toast(page, 'Review posted')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The page's rating and count follow at once, as does the public API.
  const after = await detailOf(request, business.id);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  expect(after.rating).not.toBe(before.rating);
  await expect(page.getByText(`(${after.reviewCount} ${after.reviewCount === 1 ? 'review' : 'reviews'})`).first()).toBeVisible();
  await expect(page.getByText(after.rating, { exact: true }).first()).toBeVisible();

  // The author sees their review with Edit and Delete, and no Report on it.
  const own = preview.getByRole('region', { name: 'Your review' });
  await expect(own.getByText(text)).toBeVisible();
  await own.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your review')).toHaveValue(text);
  await edit.getByLabel('Your review').fill(`${text} Edited.`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Review updated')).toBeVisible();
  await expect(own.getByText(`${text} Edited.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report the review by Nora Q.' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expectAccessible();
});

test('the verified owner replies from the dashboard and the reply shows publicly under the review', async ({ browser, page, request }) => {
  test.slow();
  const business = await quietBusiness(request, 'pet-nail-trimming', 'boston');

  // The owner claims it; staff approve; a customer reviews it.
  const owner = await signedInPage(browser, 'business_owner', 'Owen', '/dashboard/business');
  const claim = await owner.page.request.post(apiPaths.claimBusiness(business.id), {
    data: { claimReason: 'I have run this salon since 2019.', verificationMethod: 'phone', verificationData: { phone: '(617) 555-0142' } },
  });
  expect(claim.status()).toBe(201);
  const claimId = ((await claim.json()) as { claim: { id: number } }).claim.id;
  const staff = await signedInPage(browser, 'business_owner', 'Sam', '/admin', STAFF_EMAIL);
  expect((await staff.page.request.post(apiPaths.admin.approve(claimId))).status()).toBe(200);
  const customer = await signedInPage(browser, 'customer', 'Rita', `/business/${business.id}`);
  const text = `Rita's review ${randomUUID().slice(0, 6)}: quick, calm and careful with my old dog.`;
  expect((await customer.page.request.post(apiPaths.businessReviews(business.id), { data: { rating: 4, text } })).status()).toBe(201);

  // The owner's Reviews tab: Reply, then the reply under the review.
  await owner.page.goto(`/dashboard/business/${business.id}`);
  await owner.page.getByRole('tab', { name: 'Reviews' }).click();
  const panel = owner.page.getByRole('tabpanel', { name: 'Reviews' });
  const card = panel.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: 'Reply' }).click();
  const reply = `Thank you, Rita! ${randomUUID().slice(0, 6)}`;
  await panel.getByLabel('Your reply to Rita R.').fill(reply);
  await panel.getByRole('button', { name: 'Post Reply' }).click();
  await expect(toast(owner.page, 'Reply posted')).toBeVisible();
  await expect(card.getByText('Response from the owner')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit Reply' })).toBeVisible();

  // Anyone sees it on the public page, straight after the write.
  await page.goto(`/business/${business.id}`);
  const publicCard = page.getByRole('article').filter({ hasText: text }).first();
  await expect(publicCard.getByText('Response from the owner')).toBeVisible();
  await expect(publicCard.getByText(reply)).toBeVisible();

  // The owner account is told why it cannot review.
  await owner.page.goto(`/business/${business.id}`);
  await expect(owner.page.getByText('owner accounts cannot review businesses', { exact: false })).toBeVisible();
  await expect(owner.page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  for (const opened of [owner, staff, customer]) await opened.context.close();
});
