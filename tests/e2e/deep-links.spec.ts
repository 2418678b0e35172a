import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** The server-rendered <main> of a page (the document also carries JSON-LD and the data for the browser). */
const mainOf = async (request: APIRequestContext, url: string) => {
  const html = await (await request.get(url)).text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

/**
 * Issue 28 item 5: `/services?q=` and `/cities?q=` deep links are filtered in the first HTML, and the page hydrates
 * without a mismatch (the fixture fails a test on any console error, React's hydration errors included).
 */
test('a /services?q= link renders filtered on the server and in the browser alike', async ({ page, request }) => {
  const html = await mainOf(request, '/services?q=nail');
  expect(html).toContain('Pet Nail Trimming');
  expect(html).not.toContain('Dog Walking');
  await page.goto('/services?q=nail');
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('nail');
  await expect(page.getByRole('link', { name: /Pet Nail Trimming/ }).first()).toBeVisible();
  await expect(page.getByText('Dog Walking')).toHaveCount(0);
});

test('a /cities?q= link renders filtered on the server and in the browser alike', async ({ page, request }) => {
  const html = await mainOf(request, '/cities?q=austin');
  expect(html).toContain('Austin');
  expect(html).not.toContain('Denver');
  await page.goto('/cities?q=austin');
  await expect(page.getByRole('link', { name: /Austin/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Denver')).toHaveCount(0);
});
