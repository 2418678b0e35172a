import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';

/** The service-in-city page on the seeded data: every filter, sort, the pager, the view toggle and the URL state. */
const PAIR = '/dog-grooming/austin';

type Listing = { total: number; page: number; businesses: { id: number; name: string; rating: string; distance?: number }[]; relatedServices: { slug: string; name: string }[] };

async function api(request: APIRequestContext, query = ''): Promise<Listing> {
  const response = await request.get(`${apiPaths.serviceCity('dog-grooming', 'austin')}${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listing;
}

/** The page has hydrated once the header's session check has settled (Sign In replaces 'Loading...'). */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

const results = (page: Page) => page.getByRole('list', { name: 'Providers' });
const cards = (page: Page) => results(page).getByRole('article');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /found$/ });
const filters = (page: Page) => page.locator('#listing-filters');

async function expectResults(page: Page, expected: Listing) {
  await expect(count(page)).toHaveText(`${expected.total} ${expected.total === 1 ? 'provider' : 'providers'} found`);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page)).toHaveCount(expected.businesses.length);
  await expect(cards(page).first().getByRole('heading')).toHaveText(expected.businesses[0]!.name);
}

test.describe('service in a city', () => {
  test('renders its content, providers and pager, and passes axe', async ({ page, request, expectAccessible }) => {
    const expected = await api(request);
    const response = await page.goto(PAIR);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Dog Grooming in Austin, TX - \d+ Local Providers/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dog-grooming\/austin$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Grooming in Austin, TX' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Dog Grooming' })).toHaveAttribute('href', '/dog-grooming');
    const stats = page.getByRole('list', { name: 'Dog Grooming in Austin at a glance' });
    await expect(stats.getByText('Providers')).toBeVisible();
    await expect(stats.getByText('Average rating')).toBeVisible();
    await expect(stats.getByText('Pet ownership')).toBeVisible();
    await expect(page.getByText(/Austin's hot climate/)).toBeVisible();
    await expectResults(page, expected);
    await expect(page.getByText(`Showing 1-10 of ${expected.total}`)).toBeVisible();
    // A card: link to the business, at most 3 service chips, description cut at 80 characters.
    const first = cards(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', `/business/${expected.businesses[0]!.id}`);
    const chips = first.getByRole('list', { name: /^Services of / }).getByRole('listitem');
    expect(await chips.filter({ hasNotText: /more$/ }).count()).toBeLessThanOrEqual(3);
    for (const text of await results(page).locator('article p.text-slate-700').allTextContents()) expect(text.length).toBeLessThanOrEqual(83);
    await hydrated(page);
    await expectAccessible();
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page).toHaveURL(/\?view=grid$/);
    await expectAccessible();
  });

  test('every filter narrows the results on the server and lands in the URL', async ({ page, request }) => {
    const all = await api(request);
    await page.goto(PAIR);
    await hydrated(page);

    await filters(page).getByLabel('4+ stars').check();
    await expect(page).toHaveURL(/\?minRating=4$/);
    await expectResults(page, await api(request, '?minRating=4'));
    for (const text of await cards(page).locator('p span.font-semibold', { hasText: 'Rated' }).allTextContents()) expect(Number(/\d\.\d/.exec(text)?.[0])).toBeGreaterThanOrEqual(4);

    await filters(page).getByLabel('3+ stars').check();
    await expect(page).toHaveURL(/\?minRating=3$/);
    await expectResults(page, await api(request, '?minRating=3'));
    await filters(page).getByLabel('Any rating').check();
    await expect(page).toHaveURL(new RegExp(`${PAIR}$`));

    for (const [label, bucket] of [['$30 - $50', '30-50'], ['$50 - $80', '50-80'], ['$80+', '80%2B']] as const) {
      await filters(page).getByLabel(label, { exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`\\?price=${bucket.replace('+', '\\+')}$`));
      await expectResults(page, await api(request, `?price=${bucket}`));
    }
    await filters(page).getByLabel('Any price').check();

    for (const miles of ['5', '10', '25'] as const) {
      await filters(page).getByLabel(`Within ${miles} miles`).check();
      await expect(page).toHaveURL(new RegExp(`\\?distance=${miles}$`));
      const expected = await api(request, `?distance=${miles}`);
      await expectResults(page, expected);
      for (const text of await cards(page).getByText(/mi away$/).allTextContents()) expect(Number.parseFloat(text)).toBeLessThanOrEqual(Number(miles));
    }
    await filters(page).getByLabel('Any distance').check();
    await expect(page).toHaveURL(new RegExp(`${PAIR}$`));
    await expectResults(page, all);

    const type = all.relatedServices[0]!;
    await filters(page).getByLabel(type.name).check();
    await expect(page).toHaveURL(new RegExp(`\\?types=${type.slug}$`));
    await expectResults(page, await api(request, `?types=${type.slug}`));
    await filters(page).getByLabel(type.name).uncheck();
    await expect(page).toHaveURL(new RegExp(`${PAIR}$`));

    const search = page.getByRole('searchbox', { name: 'Search dog grooming providers in Austin' });
    await search.fill('spa');
    await expect(page).toHaveURL(/\?q=spa$/);
    await expectResults(page, await api(request, '?q=spa'));
    await search.fill('no provider has this name');
    await expect(page.getByRole('heading', { name: 'No providers found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${PAIR}$`));
    await expect(search).toHaveValue('');
    await expectResults(page, all);
  });

  test('every sort orders the results on the server', async ({ page, request }) => {
    await page.goto(`${PAIR}?sort=distance`);
    await hydrated(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('distance');
    for (const option of ['highest-rated', 'most-reviews', 'price-low-high', 'distance', 'best-match'] as const) {
      await sort.selectOption(option);
      await expect(page).toHaveURL(option === 'best-match' ? new RegExp(`${PAIR}$`) : new RegExp(`\\?sort=${option}$`));
      const expected = await api(request, `?sort=${option}`);
      await expectResults(page, expected);
      await expect(cards(page).getByRole('heading')).toHaveText(expected.businesses.map((b) => b.name));
      if (option === 'distance') {
        const distances = (await cards(page).getByText(/mi away$/).allTextContents()).map((text) => Number.parseFloat(text));
        expect(distances).toHaveLength(expected.businesses.length);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
    }
  });

  test('the pager changes the page, and Back and Forward restore it', async ({ page, request }) => {
    const all = await api(request);
    const last = Math.ceil(all.total / 10);
    expect(last).toBeGreaterThanOrEqual(3);
    await page.goto(PAIR);
    await hydrated(page);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const disabled = (label: string) => pager.locator('[aria-disabled="true"]', { hasText: label });
    await expect(disabled('Previous')).toBeVisible();

    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expectResults(page, await api(request, '?page=2'));
    await expect(pager.getByText(`Showing 11-20 of ${all.total}`)).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Dog Grooming Providers in Austin' })).toBeFocused();

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expectResults(page, await api(request, '?page=3'));
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\?page=2$/);

    await pager.getByRole('link', { name: `Page ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
    await expect(pager.getByText(`Showing ${(last - 1) * 10 + 1}-${all.total} of ${all.total}`)).toBeVisible();
    await expect(disabled('Next')).toBeVisible();

    // A filter starts again at page 1.
    await filters(page).getByLabel('3+ stars').check();
    await expect(page).toHaveURL(/\?minRating=3$/);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
    await expect(filters(page).getByLabel('Any rating')).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expectResults(page, await api(request, '?page=2'));
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  });

  test('Back restores search text, filters, sort and view; a shared URL renders the same', async ({ page, request }) => {
    await page.goto(PAIR);
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search dog grooming providers in Austin' });
    await search.fill('grooming');
    await expect(page).toHaveURL(/\?q=grooming$/);
    await filters(page).getByLabel('4+ stars').check();
    await page.getByLabel('Sort by').selectOption('most-reviews');
    await page.getByRole('button', { name: 'Grid view' }).click();
    const full = /\?q=grooming&minRating=4&sort=most-reviews&view=grid$/;
    await expect(page).toHaveURL(full);
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    const expected = await api(request, '?q=grooming&minRating=4&sort=most-reviews');
    await expectResults(page, expected);

    await page.goBack();
    await expect(page).toHaveURL(/\?q=grooming&minRating=4&sort=most-reviews$/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('best-match');
    await expect(filters(page).getByLabel('4+ stars')).toBeChecked();
    await page.goBack();
    await expect(filters(page).getByLabel('Any rating')).toBeChecked();
    await expect(search).toHaveValue('grooming');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PAIR}$`));
    await expect(search).toHaveValue('');

    // Opening a provider and coming back keeps the filtered page.
    await page.goto(`${PAIR}?minRating=4&sort=highest-rated`);
    await hydrated(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('highest-rated');
    await expect(filters(page).getByLabel('4+ stars')).toBeChecked();
    const name = await cards(page).first().getByRole('heading').textContent();
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/business\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?minRating=4&sort=highest-rated$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(name ?? '');
  });

  test('keeps the results on screen while the next ones load', async ({ page }) => {
    await page.goto(PAIR);
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === apiPaths.serviceCity('dog-grooming', 'austin'), async (route) => {
      await held;
      await route.continue();
    });
    await filters(page).getByLabel('4+ stars').check();
    await expect(results(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Loading service data...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Grooming in Austin, TX' })).toBeVisible();
    release();
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('works from the keyboard on a phone-sized screen', async ({ page, request }) => {
    await page.goto(PAIR);
    await hydrated(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // The filters open in a drawer (phones.spec.ts covers it further).
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(filters(page)).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('4+ stars').focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?minRating=4$/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectResults(page, await api(request, '?minRating=4'));
    await page.getByLabel('Sort by').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?minRating=4&sort=highest-rated$/);
  });

  test('an unknown service or city answers 404 with Service Not Found', async ({ page, allowConsoleError, expectAccessible }) => {
    allowConsoleError(/status of 404 \(Not Found\) \(.*\/dog-grooming\/atlantis\)$/);
    const response = await page.goto('/dog-grooming/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
    await expect(page.getByText("The service or location you're looking for doesn't exist.")).toBeVisible();
    await hydrated(page);
    await expectAccessible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
