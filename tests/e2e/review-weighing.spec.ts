import { randomUUID } from 'node:crypto';
import { apiPaths } from '#shared/api-paths.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { expect, test } from './fixtures.js';
import { signIn } from './verified-owner.js';

/** Issue 27 item 4: the rating breakdown filters the reviews by stars; a signed-in reader marks a review 'Helpful'. */
test("the rating breakdown filters the reviews by stars, and a reader's 'Helpful' vote counts once and sorts first", async ({ browser, request, page, expectAccessible }) => {
  // Two browsers, a sign-in and several reads of a busy page: longer than one page's journey.
  test.setTimeout(60_000);
  const list = await (await request.get(apiPaths.serviceCity('dog-grooming', 'houston', { sort: 'most-reviews' }))).json();
  const business = list.businesses[0] as { id: number; name: string; reviewCount: number };
  const detail = (await (await request.get(apiPaths.business(business.id))).json()) as BusinessDetailResponse;
  const fives = detail.ratingHistogram.find((bar) => bar.stars === 5)!.count;
  expect(fives).toBeGreaterThan(0);
  expect(detail.ratingHistogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(business.reviewCount);

  // Signed out: the breakdown is on the page, and its 5-star bar shows only those reviews.
  await page.goto(`/business/${business.id}`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const breakdown = page.getByRole('list', { name: 'Rating breakdown' });
  await expect(breakdown.getByRole('button')).toHaveCount(5);
  const fiveStars = breakdown.getByRole('button', { name: /^5 stars/ });
  await expect(fiveStars).toHaveAccessibleName(new RegExp(`^5 stars\\s*${fives}\\s*reviews?$`));
  await fiveStars.click();
  await expect(fiveStars).toHaveAttribute('aria-pressed', 'true');
  const grid = page.locator('section[aria-labelledby="all-reviews"]');
  await expect(grid.getByText(`Showing the ${fives} with 5 stars.`)).toBeVisible();
  const ratings = grid.getByRole('list', { name: `Reviews of ${business.name}` }).getByRole('img', { name: /^Rated/ });
  await expect(ratings.first()).toHaveAccessibleName('Rated 5.0 out of 5');
  expect(new Set(await ratings.evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label'))))).toEqual(new Set(['Rated 5.0 out of 5']));
  await expectAccessible();
  await breakdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('breakdown.png') });
  await grid.getByRole('button', { name: 'Show all reviews' }).click();
  await expect(fiveStars).toHaveAttribute('aria-pressed', 'false');

  // A signed-in reader marks the third review of the first page helpful: pressed, counted once, first by 'Most helpful'.
  const reader = await signIn(browser, 'customer', `/business/${business.id}`, { email: `reader-${randomUUID()}@example.com`, firstName: 'Rhea' });
  const readerGrid = reader.locator('section[aria-labelledby="all-reviews"]');
  const readerList = readerGrid.getByRole('list', { name: `Reviews of ${business.name}` });
  const third = readerList.getByRole('listitem').nth(2);
  const helpful = third.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await helpful.textContent())!.match(/\((\d+)\)/)?.[1] ?? 0);
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toContainText(`Helpful (${before + 1})`);
  await reader.reload();
  await expect(readerList.getByRole('listitem').nth(2).getByRole('button', { name: /^Helpful/ })).toHaveAttribute('aria-pressed', 'true');
  await readerGrid.getByLabel('Sort reviews').selectOption('helpful');
  await expect(readerList.getByRole('listitem').first().getByRole('button', { name: /^Helpful/ })).toHaveAttribute('aria-pressed', 'true');
  // Signed out, the count is text.
  await page.reload();
  await expect(page.getByText(/1 person found this helpful|\d+ people found this helpful/).first()).toBeVisible();
  await reader.context().close();
});
