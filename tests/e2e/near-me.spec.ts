import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { htmlErrors } from './html-checker.js';

/** Issue 24 item 2: 'near me' typed in a search box uses the visitor's position, or asks for it plainly. */

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search pet services, businesses and cities' });
const cards = (page: Page) => page.getByRole('list', { name: 'Providers' }).getByRole('article');
const prompt = (page: Page) => page.getByRole('region', { name: 'Show providers near you?' });

/** The distances the cards show, in page order. */
async function shownDistances(page: Page): Promise<number[]> {
  const texts = await cards(page).getByText(/mi away/).allTextContents();
  return texts.map((text) => Number(/([\d.]+) mi away/.exec(text)![1]));
}

test.describe('with the position shared', () => {
  test.use({ geolocation: AUSTIN, permissions: ['geolocation'] });

  test("'vet near me' in the header box lands on vets sorted by distance from the visitor", async ({ page, expectAccessible }) => {
    await page.goto('/services');
    await hydrated(page);
    await headerBox(page).fill('vet near me');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=vet\+near\+me&near=30\.27%2C-97\.74&sort=distance$/);
    await expect(page.getByRole('heading', { name: 'Providers in Austin' })).toBeVisible();
    await expect(page.getByText('Near Austin, TX')).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    await expect(cards(page).first()).toContainText(/mi away/);
    const distances = await shownDistances(page);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expectAccessible();
  });

  test('from the keyboard: the prompt of a search without a position shares it', async ({ page }) => {
    await page.goto('/search?q=groomers+nearby');
    await hydrated(page);
    await expect(prompt(page)).toBeVisible();
    const share = prompt(page).getByRole('button', { name: 'Share your location' });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/near=30\.27%2C-97\.74/);
    await expect(page).toHaveURL(/sort=distance/);
    await expect(prompt(page)).toHaveCount(0);
    await expect(cards(page).first()).toContainText(/mi away/);
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  for (const width of [1280, 390]) {
    test(`at ${width} px: the results ask for it, say it was refused and take a city instead`, async ({ page, expectAccessible }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search?q=${encodeURIComponent('groomers near me')}`);
      await hydrated(page).catch(() => undefined);
      await expect(prompt(page)).toBeVisible();
      await expect(prompt(page)).toContainText('Share your location');
      // Meanwhile something useful: groomers from anywhere, not an empty page.
      await expect(cards(page).first()).toBeVisible();
      await page.screenshot({ path: `.tmp/e2e-near-me-prompt-${width}.png`, fullPage: false });

      await prompt(page).getByRole('button', { name: 'Share your location' }).click();
      await expect(prompt(page).getByRole('status')).toContainText('not sharing your location');
      expect(page.url()).not.toContain('near=');
      await expect(cards(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `.tmp/e2e-near-me-refused-${width}.png`, fullPage: false });
      await expectAccessible();
      const served = await (await page.request.get(page.url())).text();
      const rendered = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
      expect(await htmlErrors({ served, rendered })).toEqual([]);

      // Still usable: a city typed there searches that city.
      await prompt(page).getByRole('textbox', { name: 'Your city' }).fill('Denver');
      await prompt(page).getByRole('textbox', { name: 'Your city' }).press('Enter');
      await expect(page).toHaveURL(/\/dog-grooming\/denver$/);
    });
  }

  test("'near me' alone: the prompt is the answer, not 'no providers match'", async ({ page }) => {
    await page.goto('/search?q=near+me');
    await hydrated(page);
    await expect(prompt(page)).toBeVisible();
    await expect(page.getByText(/No providers match/)).toHaveCount(0);
  });

  test("Enter on 'vet near me' asks once; after the refusal the prompt already says so", async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    await headerBox(page).fill('vet near me');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=vet\+near\+me$/);
    await expect(prompt(page).getByRole('status')).toContainText('not sharing your location');
    await expect(cards(page).first()).toBeVisible();
  });
});
