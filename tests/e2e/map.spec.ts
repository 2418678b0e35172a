import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { TILE_REQUESTS, expect, test } from './fixtures.js';

/** The results map and 'Use my location' on the seeded service-in-city page, with the tile server unreachable. */
const PAIR = '/dog-grooming/austin';

type Listing = {
  total: number;
  businesses: { id: number; name: string; latitude: number | null; distance?: number }[];
  nearestCity: { name: string; state: string; slug: string } | null;
};

async function api(request: APIRequestContext, query: Record<string, string> = {}): Promise<Listing> {
  const response = await request.get(apiPaths.serviceCity('dog-grooming', 'austin', query));
  expect(response.status()).toBe(200);
  return (await response.json()) as Listing;
}

/** The page's own controls are enabled once it has hydrated. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeEnabled();
}

const pins = (page: Page) => page.locator('.leaflet-marker-icon');
const cardItem = (page: Page, id: number) => page.getByRole('list', { name: 'Providers' }).locator(`li[data-business-id="${id}"]`);

/** Every tile request fails (no network), as when the tile server is down; the test records that it tried. */
async function tilesUnreachable(page: Page, allowConsoleError: (pattern: RegExp) => void) {
  const tried: string[] = [];
  await page.route(TILE_REQUESTS, (route) => {
    tried.push(route.request().url());
    return route.abort('connectionrefused');
  });
  // Chromium reports each failed image as a console error; those are the failures this test causes, nothing else.
  allowConsoleError(/Failed to load resource: net::ERR_CONNECTION_REFUSED \(https:\/\/tile\.openstreetmap\.org\//);
  return tried;
}

test.describe('results map', () => {
  test('loads Leaflet only when shown; pins match the page with tiles unreachable; cards and pins highlight each other', async ({
    page,
    request,
    allowConsoleError,
    expectAccessible,
  }) => {
    const expected = await api(request);
    const placed = expected.businesses.filter((b) => b.latitude !== null);
    expect(placed.length).toBeGreaterThan(1);
    const tried = await tilesUnreachable(page, allowConsoleError);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    await page.goto(PAIR);
    await hydrated(page);
    expect(scripts.filter((url) => url.includes('leaflet')), 'no Leaflet in the first load').toEqual([]);

    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pins(page)).toHaveCount(placed.length);
    const labels = await pins(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(labels).toEqual(placed.map((b) => `${expected.businesses.indexOf(b) + 1}. ${b.name}`));
    expect(scripts.some((url) => url.includes('leaflet')), 'Leaflet loaded on demand').toBe(true);
    await expect.poll(() => tried.length, { message: 'the map asked for tiles' }).toBeGreaterThan(0);
    await expect(page.getByText('OpenStreetMap')).toBeVisible();

    // Card -> pin.
    const first = placed[0]!;
    await cardItem(page, first.id).hover();
    await expect(page.locator(`.leaflet-marker-icon[data-business-id="${first.id}"]`)).toHaveClass(/is-active/);
    // Pin -> card.
    const second = placed[1]!;
    await page.locator(`.leaflet-marker-icon[data-business-id="${second.id}"]`).hover();
    await expect(cardItem(page, second.id)).toHaveAttribute('data-active', 'true');
    await expect(cardItem(page, first.id)).not.toHaveAttribute('data-active');

    await expectAccessible();

    // Keyboard: a focused pin highlights its card; Enter opens its popup, whose link leads to the business.
    await page.locator(`.leaflet-marker-icon[data-business-id="${first.id}"]`).focus();
    await expect(cardItem(page, first.id)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('Enter');
    const popupLink = page.locator('.leaflet-popup').getByRole('link', { name: first.name });
    await expect(popupLink).toBeVisible();
    await popupLink.click();
    await expect(page).toHaveURL(new RegExp(`/business/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });

  test('on a phone the map replaces the list (List | Map)', async ({ page, request, allowConsoleError }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const expected = await api(request);
    await tilesUnreachable(page, allowConsoleError);
    await page.goto(PAIR);
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Show map' })).toBeHidden();
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
    await expect(pins(page)).toHaveCount(expected.businesses.filter((b) => b.latitude !== null).length);
    await expect(page.getByRole('list', { name: 'Providers' })).toBeHidden();
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('list', { name: 'Providers' })).toBeVisible();
    await expect(pins(page)).toHaveCount(0);
  });
});

test.describe('near me', () => {
  test('sorts by distance from the visitor and names the nearest city', async ({ browser, request }) => {
    const context = await browser.newContext({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(PAIR);
    await hydrated(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/[?&]near=30\.27%2C-97\.74/);
    await expect(page).toHaveURL(/[?&]sort=distance/);
    await expect(page.getByText('Near Austin, TX')).toBeVisible();

    const expected = await api(request, { sort: 'distance', near: '30.27,-97.74' });
    await expect(page.getByRole('list', { name: 'Providers' }).getByRole('article').first().getByRole('heading')).toHaveText(expected.businesses[0]!.name);
    const distances = expected.businesses.flatMap((b) => (b.distance === undefined ? [] : [b.distance]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Stop using my location' }).click();
    await expect(page).not.toHaveURL(/near=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on the search page, sorts the results by distance from the visitor', async ({ browser, request }) => {
    const context = await browser.newContext({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto('/search?q=happy');
    await hydrated(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/[?&]near=30\.27%2C-97\.74/);
    await expect(page.getByText('Near Austin, TX')).toBeVisible();
    const expected = (await (await request.get(apiPaths.search({ q: 'happy', sort: 'distance', near: '30.27,-97.74' }))).json()) as Listing;
    await expect(page.getByRole('list', { name: 'Providers' }).getByRole('article').first().getByRole('heading')).toHaveText(expected.businesses[0]!.name);
    await expect(page.getByRole('list', { name: 'Providers' }).getByRole('article').first()).toContainText(/mi away/);
    await context.close();
  });

  test('without permission says so calmly and changes nothing', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(PAIR);
    await hydrated(page);
    const before = page.url();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText(/Location is not shared with this site/)).toBeVisible();
    expect(page.url()).toBe(before);
    await expect(page.getByRole('list', { name: 'Providers' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('business page map', () => {
  test('shows the business on a small map once scrolled near, with tiles unreachable', async ({ page, request, allowConsoleError }) => {
    const listed = await api(request);
    const business = listed.businesses.find((b) => b.latitude !== null)!;
    await tilesUnreachable(page, allowConsoleError);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    const box = page.getByTestId('location-map');
    await expect(box).toBeAttached();
    expect(scripts.filter((url) => url.includes('leaflet')), 'no Leaflet above the fold').toEqual([]);
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(box.getByRole('img', { name: `1. ${business.name}` })).toBeVisible();
  });
});

test.describe('search page map', () => {
  test("pins the search page's results, tiles unreachable", async ({ page, request, allowConsoleError }) => {
    const response = await request.get(apiPaths.search({ q: 'happy' }));
    expect(response.status()).toBe(200);
    const found = (await response.json()) as { businesses: { id: number; name: string; latitude: number | null }[] };
    const placed = found.businesses.filter((b) => b.latitude !== null);
    expect(placed.length).toBeGreaterThan(0);
    await tilesUnreachable(page, allowConsoleError);
    await page.goto('/search?q=happy');
    await expect(page.getByRole('list', { name: 'Providers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toBeEnabled();
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(pins(page)).toHaveCount(placed.length);
    const ids = await pins(page).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.businessId)));
    expect(ids).toEqual(placed.map((b) => b.id));
  });
});
