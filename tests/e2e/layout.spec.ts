import { expect, test } from './fixtures.js';

test('the 404 page answers HTTP 404 with the spec text', async ({ page, allowConsoleError, expectAccessible }) => {
  allowConsoleError(/status of 404 \(Not Found\) \(.*\/no\/such\/page\)$/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible();
});
