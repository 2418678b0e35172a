import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Client navigations (wouter, src/client/lib/navigation.ts): where the page scrolls and where focus goes. */
const PAIR = '/dog-grooming/austin';

/** The page has hydrated once the header's session check has settled (Sign In replaces 'Loading...'). */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('navigating within the site', () => {
  test('Back from a business page lands where the visitor was on the results, Forward at the business page top', async ({ page }) => {
    await page.goto(PAIR);
    await hydrated(page);
    const card = page.getByRole('list', { name: 'Providers' }).getByRole('article').nth(6);
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('heading').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 150);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
    const left = await scrollY(page);

    await card.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/business\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PAIR}$`));
    await expect(page.getByRole('list', { name: 'Providers' }).getByRole('article').nth(6).getByRole('heading')).toHaveText(name);
    await expect.poll(() => scrollY(page)).toBe(left);

    await page.goForward();
    await expect(page).toHaveURL(/\/business\/\d+$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('a link click moves focus to the new page\'s heading; the first load leaves focus alone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('h1')).not.toBeFocused();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cities' }).click();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cities' })).toHaveAttribute('aria-current', 'page');

    // Keyboard users go on from the heading: the next Tab reaches the page's content, not the header again.
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
  });
});
