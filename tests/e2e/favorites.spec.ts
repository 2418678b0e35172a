import type { Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

/** The first provider card of a list other journeys do not change, and its heart. */
async function firstCard(page: Page, path: string) {
  await page.goto(path);
  const card = page.getByRole('list', { name: 'Providers' }).getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  return { card, name, heart: card.getByRole('button', { name: `Save ${name} to favorites` }) };
}

test('a customer saves a favorite from a result card and finds it on the dashboard', async ({ page, expectAccessible }) => {
  test.setTimeout(60_000);
  await page.goto(`${apiPaths.signIn.customer}?returnTo=${encodeURIComponent('/customer/dashboard')}`);
  await signInOnProviderPage(page, { firstName: 'Fay' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Fay!' })).toBeVisible();

  const { card, name, heart } = await firstCard(page, '/dog-grooming/austin');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible();
  // The heart sits on top of the card's link: pressing it did not open the business.
  await expect(page).toHaveURL(/\/dog-grooming\/austin$/);
  await expect(card).toBeVisible();

  await page.goto('/customer/dashboard');
  const favorites = page.getByText('Favorites', { exact: true }).first().locator('..');
  await expect(favorites).toContainText('1');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  const saved = page.getByRole('list', { name: 'Favorite businesses' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name })).toBeVisible();
  await expectAccessible();

  // Its heart removes it again.
  await saved.getByRole('button', { name: `Save ${name} to favorites` }).click();
  await expect(page.getByText('No favorites yet')).toBeVisible();
});

test('a signed-out visitor presses a heart, signs in, and the favorite is saved', async ({ page }) => {
  test.setTimeout(60_000);
  const { name, heart } = await firstCard(page, '/veterinarian/denver');
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await signInOnProviderPage(page, { firstName: 'Gus' });

  // Back on the same list, the heart is pressed and the intent is gone from the address.
  await expect(page).toHaveURL(/\/veterinarian\/denver$/);
  const again = page.getByRole('list', { name: 'Providers' }).getByRole('article').first().getByRole('button', { name: `Save ${name} to favorites` });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Saved to favorites', { exact: true })).toBeVisible();

  const list = await page.request.get(apiPaths.customerFavorites);
  expect(((await list.json()) as { favorites: { name: string }[] }).favorites.map((f) => f.name)).toEqual([name]);
});
