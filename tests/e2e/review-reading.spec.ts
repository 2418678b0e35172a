import type { APIRequestContext } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { REVIEW_LIMITS } from '#shared/review-options.js';
import type { Review } from '#shared/reviews.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 28 item 1: reviews are cut at 150 characters in the grids, and 'Read more' shows the rest in place; a
 * review's permanent link (`#review-{id}`) opens it expanded, also when it is not on the list's first page.
 */

const CUT = 150;

/** The demo business with the most reviews in a busy pair, and a long review on its first and on a later page. */
async function muchReviewedBusiness(request: APIRequestContext) {
  const list = await (await request.get(apiPaths.serviceCity('dog-grooming', 'austin', { sort: 'most-reviews' }))).json();
  const business = list.businesses[0] as { id: number; name: string; reviewCount: number };
  expect(business.reviewCount).toBeGreaterThan(REVIEW_LIMITS.pageSize);
  const page = async (n: number) => (await (await request.get(apiPaths.businessReviews(business.id, { page: String(n) }))).json()) as Review[];
  const long = (reviews: Review[]) => reviews.find((review) => review.text.length > CUT + 40);
  const onFirst = long(await page(1));
  const later = long(await page(2));
  expect(onFirst, 'a long review on the first page').toBeDefined();
  expect(later, 'a long review on the second page').toBeDefined();
  return { business, onFirst: onFirst!, later: later! };
}

const tailOf = (review: Review) => review.text.slice(-40).trim();

test("'Read more' expands a long review in place, by keyboard, and 'Show less' cuts it again", async ({ page, request, expectAccessible }) => {
  const { business, onFirst } = await muchReviewedBusiness(request);
  await page.goto(`/business/${business.id}`);
  const list = page.getByRole('region', { name: 'Customer Reviews' }).last();
  const card = page.locator(`#review-${onFirst.id}`);
  await expect(card).toBeVisible();
  const tail = card.getByText(tailOf(onFirst));
  const cutText = card.locator('p').filter({ hasText: /\.\.\.$/ });
  await expect(tail).toBeHidden();
  await expect(cutText).toBeVisible();
  // A native disclosure (details and summary): screen readers hear a button with its expanded state, the keyboard
  // opens and closes it, and it works before the app's script has loaded.
  const disclosure = card.locator('details');
  const toggle = disclosure.locator('summary');
  await expect(toggle.getByText('Read more', { exact: true })).toBeVisible();
  await expect(toggle).toContainText(`of the review by ${onFirst.authorName}`);
  await expect(disclosure).toHaveJSProperty('open', false);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveJSProperty('open', true);
  await expect(tail).toBeVisible();
  await expect(toggle.getByText('Show less', { exact: true })).toBeVisible();
  await expect(toggle.getByText('Read more', { exact: true })).toBeHidden();
  // The cut text gives way to the whole; 'Show less' comes after it.
  await expect(cutText).toBeHidden();
  expect((await toggle.boundingBox())!.y).toBeGreaterThan((await tail.boundingBox())!.y);
  await expect(toggle).toBeFocused();
  await expectAccessible();
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveJSProperty('open', false);
  await expect(tail).toBeHidden();
  await expect(cutText).toBeVisible();
  await expect(list).toBeVisible();
});

test('a permanent link opens its review expanded, on the first page and beyond it', async ({ page, request }) => {
  const { business, onFirst, later } = await muchReviewedBusiness(request);

  await page.goto(`/business/${business.id}#review-${onFirst.id}`);
  const first = page.locator(`#review-${onFirst.id}`);
  await expect(first.getByText(tailOf(onFirst))).toBeVisible();
  await expect(first).toBeInViewport();

  // Not among the first 20: shown above the list as 'Linked review', whole, and scrolled to.
  await page.goto(`/business/${business.id}#review-${later.id}`);
  await expect(page.getByRole('heading', { name: 'Linked review' })).toBeVisible();
  const linked = page.locator(`#review-${later.id}`);
  await expect(linked.getByText(tailOf(later))).toBeVisible();
  await expect(linked.locator('details')).toHaveJSProperty('open', true);
  await expect(linked.locator('summary').getByText('Show less', { exact: true })).toBeVisible();
  await expect(linked).toBeInViewport();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('linked-review-phone.png') });
});
