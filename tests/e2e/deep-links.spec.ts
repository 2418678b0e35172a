import { expect, test } from './fixtures.js';

/**
 * Issue 28 item 5: `/services?q=` and `/cities?q=` deep links are filtered in the first HTML, and the page hydrates
 * without a mismatch (the fixture fails a test on any console error, React's hydration errors included).
 */
test('a /services?q= link renders filtered on the server and in the browser alike', async ({ page, request }) => {
  const html = await (await request.get('/services?q=nail')).text();
  expect(html).toContain('Pet Nail Trimming');
  expect(html).not.toContain('Dog Walking');
  await page.goto('/services?q=nail');
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('nail');
  await expect(page.getByRole('link', { name: /Pet Nail Trimming/ }).first()).toBeVisible();
  await expect(page.getByText('Dog Walking')).toHaveCount(0);
});

test('a /cities?q= link renders filtered on the server and in the browser alike', async ({ page, request }) => {
  const html = await (await request.get('/cities?q=austin')).text();
  expect(html).toContain('Austin');
  expect(html).not.toContain('Denver');
  await page.goto('/cities?q=austin');
  await expect(page.getByRole('link', { name: /Austin/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Denver')).toHaveCount(0);
});
