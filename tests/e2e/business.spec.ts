import type { APIRequestContext, Page, Request } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';
import { verifiedOwnerBusiness } from './verified-owner.js';

/** The business page on the seeded data: sections, contact actions, analytics beacons, not found. */
type Business = { id: number; name: string; website: string | null; phone: string; reviewCount: number; isClaimed: boolean; isVerified: boolean; services: string[] };
type Detail = { business: Business; city: { name: string; slug: string; state: string }; services: { name: string; slug: string }[] };
type Review = { id: number; text: string; source: string };

async function providers(request: APIRequestContext): Promise<Business[]> {
  const response = await request.get(apiPaths.serviceCity('dog-grooming', 'austin', { sort: 'most-reviews', pageSize: '50' }));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { businesses: Business[] }).businesses;
}

/** A seeded Austin provider nobody has claimed or reviewed (about 7% of the seed), looked for service by service. */
async function unclaimedWithoutReviews(request: APIRequestContext): Promise<Business> {
  const services = (await (await request.get(apiPaths.services)).json()) as { slug: string }[];
  for (const { slug } of services) {
    const response = await request.get(apiPaths.serviceCity(slug, 'austin', { sort: 'most-reviews', pageSize: '50' }));
    const found = ((await response.json()) as { businesses: Business[] }).businesses.find((b) => b.reviewCount === 0 && !b.isClaimed);
    if (found) return found;
  }
  throw new Error('the seed has no unclaimed Austin provider without reviews');
}

async function detailOf(request: APIRequestContext, id: number): Promise<{ detail: Detail; reviews: Review[] }> {
  const detail = (await (await request.get(apiPaths.business(id))).json()) as Detail;
  const reviews = (await (await request.get(apiPaths.businessReviews(id))).json()) as Review[];
  return { detail, reviews };
}

async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/** The analytics beacons the page sends, as { id, kind }. */
function recordEvents(page: Page): { id: number; kind: string }[] {
  const events: { id: number; kind: string }[] = [];
  page.on('request', (request: Request) => {
    const match = /\/api\/business\/(\d+)\/events$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST') events.push({ id: Number(match[1]), kind: (request.postDataJSON() as { kind: string }).kind });
  });
  return events;
}

test.describe('business page', () => {
  test('shows every section of a business page, counts one view and a click of each contact action by its kind', async ({ page, request, expectAccessible }) => {
    const list = await providers(request);
    const business = list.find((b) => b.website && b.reviewCount > 3) ?? list[0]!;
    const { detail, reviews } = await detailOf(request, business.id);
    const events = recordEvents(page);

    const response = await page.goto(`/business/${business.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${business.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - .* in Austin, TX \\| PawFinder$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/business/${business.id}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'business.business');
    await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute('content', /^-?\d+\.\d+;-?\d+\.\d+$/);
    await expect(page.locator('meta[name="ICBM"]')).toHaveAttribute('content', /^-?\d+\.\d+, -?\d+\.\d+$/);
    await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute('content', 'US-TX');
    await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', 'Austin, Texas');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Austin, TX' })).toHaveAttribute('href', '/city/austin');
    await expect(breadcrumb.getByText(business.name)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    if (business.isVerified) await expect(page.getByText('Verified Business')).toBeVisible();
    else await expect(page.getByText('Verified Business')).toHaveCount(0);
    const chips = page.getByRole('list', { name: `Services of ${business.name}` }).first().getByRole('listitem');
    await expect(chips).toHaveCount(Math.min(3, business.services.length) + (business.services.length > 3 ? 1 : 0));
    if (business.services.length > 3) await expect(chips.last()).toHaveText(`+${business.services.length - 3} more`);

    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', new URL(business.website!).toString());
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

    for (const name of [`About ${business.name}`, 'Services Offered', 'Hours and Availability', 'Contact', 'Business Status', 'Location Details', 'Discover More Services']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const [preview, grid] = [page.getByRole('region', { name: 'Customer Reviews' }).first(), page.getByRole('region', { name: 'Customer Reviews' }).last()];
    await expect(preview.getByRole('article')).toHaveCount(Math.min(3, reviews.length));
    await expect(grid.getByRole('article')).toHaveCount(reviews.length);
    for (const [index, review] of reviews.entries()) {
      const card = grid.getByRole('article').nth(index);
      // Seeded reviews are generated: labelled as demo data, linking to no review site.
      await expect(card).toContainText(review.source === 'demo' ? 'Demo data' : `via ${review.source === 'yelp' ? 'Yelp' : 'Foursquare'}`);
      if (review.source === 'demo') await expect(card.getByRole('link', { name: /Read on/ })).toHaveCount(0);
      const text = review.text.length > 150 ? `${review.text.slice(0, 150).trimEnd()}...` : review.text;
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    const discover = page.getByRole('region', { name: 'Discover More Services' }).getByRole('link');
    await expect(discover).toHaveCount(detail.services.length);
    await expect(discover.first()).toHaveAttribute('href', `/${detail.services[0]!.slug}/austin`);

    await hydrated(page);
    await expectAccessible();
    await expect.poll(() => events.filter((e) => e.kind === 'view')).toEqual([{ id: business.id, kind: 'view' }]);

    // Keep the browser on the page: tel: has no handler here and the other two open new tabs.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => (event.target as Element).closest('a[href^="tel:"], a[target="_blank"]') && event.preventDefault(), true),
    );
    await page.getByRole('link', { name: 'Call Now' }).click();
    await page.getByRole('link', { name: /Visit Website/ }).click();
    await page.getByRole('link', { name: /Get Directions/ }).click();
    // Each contact action counts apart, as the owner's analytics show them.
    await expect.poll(() => events.filter((e) => e.kind !== 'view').map((e) => e.kind)).toEqual(['phone', 'website', 'directions']);
    expect(events.filter((e) => e.kind === 'view')).toHaveLength(1);
  });

  test('an unclaimed business without reviews offers the claim link and Write a Review (through customer sign-in)', async ({ page, request, expectAccessible }) => {
    const business = await unclaimedWithoutReviews(request);
    await page.goto(`/business/${business.id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'No Reviews Yet' })).toBeVisible();
    // Signed out, it goes through customer sign-in and back to this page's review dialog (reviews.spec.ts follows it).
    const returnTo = encodeURIComponent(`/business/${business.id}?intent=review`);
    await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveAttribute('href', `${apiPaths.signIn.customer}?returnTo=${returnTo}`);
    await expect(page.getByRole('region', { name: 'Customer Reviews' })).toHaveCount(1);
    await expect(page.getByText('Unclaimed: is this your business? Claim it')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Claim This Business' })).toHaveAttribute('href', `/business/${business.id}/claim`);
    await expect(page.getByText('Verified Business')).toHaveCount(0);
    if (!business.website) await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
    await expectAccessible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible();
  });

  test('a business with a verified owner shows its status, and a business without a website has no Visit Website', async ({ page, browser, request }) => {
    // A listing whose owner's claim staff approve here, on the page (the demo owners' listings are verified already).
    const { business: owned } = await verifiedOwnerBusiness(browser, request, 'pet-sitting', 'boston');
    await page.goto(`/business/${owned.id}`);
    await expect(page.getByText('Verified Business')).toBeVisible();
    await expect(page.getByText('Verified owner')).toBeVisible();
    await expect(page.getByText('Unclaimed: is this your business? Claim it')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book a Service' })).toBeVisible();

    // About a tenth of the demo listings have a verified owner: this one must have none.
    const noSite = (await providers(request)).find((b) => !b.website && !b.isVerified);
    expect(noSite).toBeTruthy();
    await page.goto(`/business/${noSite!.id}`);
    await expect(page.getByRole('link', { name: 'Call Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
    // Not verified: no badge, no owner status, and booking is by phone.
    await expect(page.getByText('Verified Business')).toHaveCount(0);
    await expect(page.getByText('Verified owner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Call to book/ })).toBeVisible();
  });

  test('a client-side visit from the listing counts one view and renders the page', async ({ page, request }) => {
    const list = await providers(request);
    const events = recordEvents(page);
    await page.goto('/dog-grooming/austin?sort=most-reviews');
    await hydrated(page);
    await page.getByRole('list', { name: 'Providers' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/business/${list[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: list[0]!.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Services Offered' })).toBeVisible();
    await expect.poll(() => events).toEqual([{ id: list[0]!.id, kind: 'view' }]);
  });

  test('an unknown business answers 404 with Business Not Found and Return Home', async ({ page, allowConsoleError, expectAccessible }) => {
    allowConsoleError(/status of 404 \(Not Found\) \(.*\/business\/99999999\)$/);
    const events = recordEvents(page);
    const response = await page.goto('/business/99999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Not Found' })).toBeVisible();
    await hydrated(page);
    await expectAccessible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(events).toEqual([]);
  });
});
