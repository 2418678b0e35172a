import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';

/** Phones: the filter drawer and its 'Show N results', the applied filters as chips, /cities by state with A-Z. */
const PAIR = '/dog-grooming/austin';
const PHONE = { width: 390, height: 844 };

async function total(request: APIRequestContext, query: Record<string, string> = {}): Promise<number> {
  const response = await request.get(apiPaths.serviceCity('dog-grooming', 'austin', query));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** The page's own controls are enabled once it has hydrated. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeEnabled();
}

const chips = (page: Page) => page.getByRole('button', { name: /^Remove filter / });

test.describe('filters on a phone', () => {
  test.use({ viewport: PHONE });

  test("open in a focus-trapped drawer whose 'Show N results' counts the matches", async ({ page, request, expectAccessible }) => {
    await page.goto(PAIR);
    await hydrated(page);
    await expect(page.locator('#listing-filters')).toBeHidden();
    const trigger = page.getByRole('button', { name: /^Filters/ });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expectAccessible();

    await drawer.getByLabel('4+ stars').click();
    await expect(drawer.getByLabel('4+ stars')).toBeChecked();
    await expect(page).toHaveURL(/\?minRating=4$/);
    const four = await total(request, { minRating: '4' });
    await expect(drawer.getByRole('button', { name: `Show ${four} results` })).toBeVisible();
    await drawer.getByLabel('$50 - $80').click();
    await expect(drawer.getByLabel('$50 - $80')).toBeChecked();
    const both = await total(request, { minRating: '4', price: '50-80' });
    await expect(drawer.getByRole('button', { name: `Show ${both} ${both === 1 ? 'result' : 'results'}` })).toBeVisible();

    // Focus stays inside while open: Tab from the last control comes back into the drawer.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toContainText('2');
    await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText(`${both} ${both === 1 ? 'provider' : 'providers'} found`);
    await expect(chips(page)).toHaveCount(2);
  });

  test('applied filters show as chips that remove themselves', async ({ page, request }) => {
    await page.goto(`${PAIR}?minRating=4&price=50-80&distance=10&types=cat-grooming`);
    await hydrated(page);
    await expect(chips(page)).toHaveText(['Cat Grooming×', '4+ stars×', '$50 - $80×', 'Within 10 miles×']);
    await page.getByRole('button', { name: 'Remove filter 4+ stars' }).click();
    await expect(page).toHaveURL(/\?types=cat-grooming&price=50-80&distance=10$/);
    await expect(chips(page)).toHaveCount(3);
    const expected = await total(request, { types: 'cat-grooming', price: '50-80', distance: '10' });
    await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText(`${expected} ${expected === 1 ? 'provider' : 'providers'} found`);
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PAIR}$`));
    await expect(chips(page)).toHaveCount(0);
  });
});

test('chips show above the results on a wide screen too', async ({ page }) => {
  await page.goto(`${PAIR}?q=spa&price=80%2B`);
  await hydrated(page);
  await expect(chips(page)).toHaveText(['“spa”×', '$80+×']);
  await page.getByRole('button', { name: 'Remove filter “spa”' }).click();
  await expect(page).toHaveURL(/\?price=80%2B$/);
});

test.describe('/cities', () => {
  test('groups cities by state, with an A-Z list that jumps to the states', async ({ page, request, expectAccessible }) => {
    await page.setViewportSize(PHONE);
    const cities = (await (await request.get(apiPaths.cities)).json()) as { name: string; state: string }[];
    await page.goto('/cities');
    const texas = page.getByRole('region', { name: /^Texas/ });
    for (const city of cities.filter((c) => c.state === 'TX')) {
      await expect(texas.getByRole('heading', { level: 3, name: `${city.name}, TX` })).toBeVisible();
    }
    const states = await page.getByRole('heading', { level: 2 }).filter({ hasText: / cit(y|ies)$/ }).allTextContents();
    expect(states.length).toBe(new Set(cities.map((c) => c.state)).size);
    const names = states.map((text) => text.replace(/\d+ cit(y|ies)$/, ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const jump = page.getByRole('navigation', { name: 'States A to Z' });
    await expect(jump.getByRole('link', { name: 'T', exact: true })).toHaveAttribute('href', '#states-t');
    await expect(jump.getByRole('link', { name: 'Q', exact: true })).toHaveCount(0);
    await jump.getByRole('link', { name: 'T', exact: true }).click();
    await expect(page).toHaveURL(/#states-t$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Tennessee/ })).toBeInViewport();
    await expectAccessible();
    // Compact: the whole directory is a few phone screens, not dozens.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(12_000);
  });
});
