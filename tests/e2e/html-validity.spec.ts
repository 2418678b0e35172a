import type { Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, expectAccessible, signInOnProviderPage, test } from './fixtures.js';
import { htmlErrors } from './html-checker.js';

/**
 * Every page type passes the W3C Nu HTML Checker (as served, and as the browser holds it once the app has loaded)
 * and axe, at a desktop and a phone width; every form has a submit button (a keyboard or screen-reader user must be
 * able to send a search without knowing Enter does it).
 */

const WIDTHS = [1280, 390] as const;

/** The page as the browser holds it now, as a document the checker can read. */
const renderedHtml = (page: Page) => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

/** Waits until the app has loaded: the header's session check has settled (no 'Loading...' left) and nothing is busy. */
async function settled(page: Page) {
  await expect(page.getByRole('banner').getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function formsWithoutSubmit(page: Page): Promise<string[]> {
  return page.locator('form').evaluateAll((forms) =>
    forms
      .filter((form) => !form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]'))
      .map((form) => form.getAttribute('aria-label') ?? form.getAttribute('role') ?? form.outerHTML.slice(0, 80)),
  );
}

/** Checks the current page at both widths: valid HTML once loaded, no form without a submit button, and axe. */
async function checkRendered(page: Page, name: string, documents: Record<string, string>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await settled(page);
    documents[`${name} @${width}px (rendered)`] = await renderedHtml(page);
    expect(await formsWithoutSubmit(page), `forms without a submit button on ${name} at ${width}px`).toEqual([]);
    await expectAccessible(page);
  }
}

async function firstBusinessPath(page: Page): Promise<string> {
  const html = await (await page.request.get('/dog-grooming/austin')).text();
  const id = /href="\/business\/(\d+)"/.exec(html)?.[1];
  expect(id, 'a business on /dog-grooming/austin').toBeTruthy();
  return `/business/${id}`;
}

test('public page types are valid HTML with no accessibility errors, at 1280 and 390 px', async ({ page, allowConsoleError }) => {
  test.setTimeout(240_000);
  allowConsoleError(/status of 404/);
  const business = await firstBusinessPath(page);
  const pages = ['/', '/services', '/cities', '/city/austin', '/dog-grooming', '/dog-grooming/austin', business, '/search?q=happy+paws', '/business/find?q=paws', '/customer/login', '/business/login', '/no-such-page'];
  const documents: Record<string, string> = {};
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    documents[`${path} (served)`] = await response!.text();
    await checkRendered(page, path, documents);
  }
  expect(await htmlErrors(documents)).toEqual([]);
});

test('signed-in page types are valid HTML with no accessibility errors, at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  const business = await firstBusinessPath(page);
  const documents: Record<string, string> = {};
  const visit = async (path: string) => {
    await page.goto(path);
    await checkRendered(page, path, documents);
  };

  await page.goto(`${apiPaths.signIn.customer}?returnTo=${encodeURIComponent('/customer/dashboard')}`);
  await signInOnProviderPage(page, { firstName: 'Vera' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Vera!' })).toBeVisible();
  await checkRendered(page, '/customer/dashboard', documents);
  await page.context().clearCookies();

  // The staff account of the browser tests (ADMIN_EMAILS in playwright.config.ts) is a business owner too.
  await page.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/dashboard/business')}`);
  await signInOnProviderPage(page, { firstName: 'Stella', email: 'e2e-staff@example.com' });
  await expect(page).toHaveURL(/\/dashboard\/business$/);
  await checkRendered(page, '/dashboard/business', documents);
  for (const path of ['/list-business', `${business}/claim`, '/admin', '/admin/outbox']) await visit(path);

  expect(await htmlErrors(documents)).toEqual([]);
});
