import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console errors the app produces on purpose. A signed-out visitor's session check answers 401 (the header then
 * shows Sign In), and Chromium logs every failed request as a console error.
 */
const EXPECTED_CONSOLE_ERRORS: RegExp[] = [/status of 401 \(Unauthorized\) \(.*\/api\/auth\/user\)$/];

type Fixtures = {
  /**
   * Declares a console error the test expects (e.g. the 404 status of a not-found page:
   * `allowConsoleError(/status of 404/)`); any other console error or uncaught page error fails the test.
   */
  allowConsoleError: (pattern: RegExp) => void;
  /** Fails the test on any serious or critical axe-core violation on the page as it is now. */
  expectAccessible: (page?: Page) => Promise<void>;
};

type Guard = { allowed: RegExp[]; errors: string[] };

/** Map tiles (MAP_TILE_URL's default host): answered with a blank image, so no browser test reaches the internet. */
export const TILE_REQUESTS = 'https://tile.openstreetmap.org/**';
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export const test = base.extend<Fixtures & { consoleGuard: Guard }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  consoleGuard: async ({}, use) => {
    await use({ allowed: [...EXPECTED_CONSOLE_ERRORS], errors: [] });
  },
  page: async ({ page, consoleGuard }, use) => {
    await page.route(TILE_REQUESTS, (route) => route.fulfill({ contentType: 'image/png', body: BLANK_PNG }));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `${message.text()} (${message.location().url})`;
      if (!consoleGuard.allowed.some((pattern) => pattern.test(text))) consoleGuard.errors.push(text);
    });
    page.on('pageerror', (error) => consoleGuard.errors.push(`Uncaught: ${error.message}`));
    await use(page);
    expect(consoleGuard.errors, 'console errors and uncaught errors on the page').toEqual([]);
  },
  allowConsoleError: async ({ consoleGuard }, use) => {
    await use((pattern) => consoleGuard.allowed.push(pattern));
  },
  expectAccessible: async ({ page }, use) => {
    await use((target = page) => expectAccessible(target));
  },
});

export { expect };

/**
 * axe-core over the whole page (WCAG 2.1 A and AA rules); serious and critical violations fail. It waits for the page
 * to settle first: results fade while the next ones load (`aria-busy`), and axe measures the faded contrast.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Fills the built-in development provider's sign-in screen (the browser is already on it). Without an email, the
 * account is a new one.
 */
export async function signInOnProviderPage(page: Page, person: { firstName: string; lastName?: string; email?: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email ?? `${person.firstName.toLowerCase()}-${randomUUID()}@example.com`);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName ?? 'Tester');
  await page.getByRole('button', { name: 'Sign in' }).click();
}
