import type { Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { TILE_REQUESTS, expect, test } from './fixtures.js';

/**
 * Issue 28 item 3: the first result shows without scrolling, on a laptop and a phone; the city's facts come after the
 * results. With the map beside the list, cards stay readable, carry their pin's number, and a pin's popup is a
 * mini card.
 */
const PAIR = '/dog-grooming/austin';

const firstCard = (page: Page) => page.getByRole('list', { name: 'Providers' }).getByRole('article').first();

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the first result's name is on the first screen at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(PAIR);
    const name = firstCard(page).getByRole('heading');
    await expect(name).toBeVisible();
    const box = (await name.boundingBox())!;
    expect(box.y + box.height, 'the name ends above the fold').toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The pair's facts are still on the page, after the results.
    const facts = page.getByRole('list', { name: 'Dog Grooming in Austin at a glance' });
    await expect(facts).toBeAttached();
    const factsTop = (await facts.boundingBox())!.y;
    const lastCardTop = (await page.getByRole('list', { name: 'Providers' }).getByRole('article').last().boundingBox())!.y;
    expect(factsTop).toBeGreaterThan(lastCardTop);
  });
}

test('with the map beside the list, cards are numbered like the pins, stay wide, and a popup is a mini card', async ({ page, request, allowConsoleError }) => {
  await page.route(TILE_REQUESTS, (route) => route.abort('connectionrefused'));
  allowConsoleError(/Failed to load resource: net::ERR_CONNECTION_REFUSED \(https:\/\/tile\.openstreetmap\.org\//);
  const listing = (await (await request.get(apiPaths.serviceCity('dog-grooming', 'austin'))).json()) as {
    businesses: { id: number; name: string; latitude: number | null; rating: string; reviewCount: number }[];
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAIR);
  await expect(page.getByRole('button', { name: 'Show map' })).toBeEnabled();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

  const cards = page.getByRole('list', { name: 'Providers' }).getByRole('article');
  for (const [index, business] of listing.businesses.slice(0, 3).entries()) {
    await expect(cards.nth(index).getByRole('heading')).toHaveText(`${index + 1}.${business.name}`);
  }
  // Readable: the card keeps room for its name on one line (it was ~300 px, wrapping word by word).
  expect((await cards.first().boundingBox())!.width).toBeGreaterThanOrEqual(440);

  const placed = listing.businesses.find((b) => b.latitude !== null)!;
  const number = listing.businesses.indexOf(placed) + 1;
  await page.locator(`.leaflet-marker-icon[data-business-id="${placed.id}"]`).focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('link', { name: placed.name })).toBeVisible();
  await expect(popup).toContainText(`★ ${placed.rating} (${placed.reviewCount} reviews)`);
  await expect(popup).toContainText(/\$\d+|Contact for pricing/);
  await expect(popup).toContainText(/Open|Closed|appointment/i);
  await expect(page.locator(`.leaflet-marker-icon[data-business-id="${placed.id}"]`)).toHaveAttribute('aria-label', `${number}. ${placed.name}`);
});
