import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

/** Issue 9 in a real browser: nothing is public or verified before staff say so, and owners see every decision. */

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/** Runs `work` as staff in a browser session of their own, signed in on /admin. */
async function asStaff(browser: Browser, work: (staff: Page) => Promise<void>) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  try {
    await staff.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/admin')}`);
    await signInOnProviderPage(staff, { email: STAFF_EMAIL, firstName: 'Sam' });
    await expect(staff.getByRole('heading', { name: 'Review Queue' })).toBeVisible();
    await work(staff);
  } finally {
    await context.close();
  }
}

test('a new listing stays private until staff approve it; then the owner and a visitor see Verified Business', async ({ browser, page, allowConsoleError }) => {
  test.slow();
  // The visitor's look at the pending listing is a 404, which Chromium logs.
  allowConsoleError(/status of 404 \(Not Found\)/);
  await page.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/list-business')}`);
  await signInOnProviderPage(page, { email: `lister-${randomUUID()}@example.com`, firstName: 'Lena' });
  await expect(page.getByRole('heading', { name: 'List Your Pet Service Business' })).toBeVisible();

  const name = `Trusty Tails ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Business Name').fill(name);
  await page.getByLabel('Phone Number').fill('512-555-0761');
  await page.getByLabel('Business Address').fill('12 Oak St, Austin, TX 78701');
  await choose(page, 'City', 'Austin, TX');
  await page.getByRole('checkbox', { name: 'Dog Grooming' }).check();
  await choose(page, 'Verification Method', 'Phone Verification');
  await page.getByRole('button', { name: 'List My Business' }).click();
  await expect(toast(page, 'Business Listed Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/business\/\d+$/);
  const id = page.url().split('/').at(-1)!;

  // The owner sees where it stands, on the dashboard and on the page only they and staff can open.
  await expect(page.getByRole('status').getByText('Pending Review')).toBeVisible();
  await expect(page.getByText('Pending Verification')).toBeVisible();
  await expect(page.getByText('Verified Business')).toHaveCount(0);
  await expect(page.getByText('Contact for pricing')).toBeVisible();
  await page.getByRole('link', { name: 'View Public Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').getByText('Pending Review')).toBeVisible();
  await expect(page.getByText('(512) 555-0761').first()).toBeVisible();

  // A visitor finds nothing.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    const response = await visitor.goto(`/business/${id}`);
    expect(response?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Business Not Found' })).toBeVisible();

    await asStaff(browser, async (staff) => {
      const card = staff.getByRole('region', { name: /^New Listings/ }).getByRole('article', { name });
      await card.getByRole('button', { name: `Approve listing for ${name}` }).click();
      const dialog = staff.getByRole('dialog', { name: 'Approve this listing?' });
      await expect(dialog.getByText(`${name} will be published and marked as a verified business.`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(toast(staff, 'Approved')).toBeVisible();
    });

    await visitor.goto(`/business/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText('Verified Business')).toBeVisible();
    await expect(visitor.getByText('Verified owner')).toBeVisible();
  } finally {
    await visitorContext.close();
  }

  await page.goto(`/dashboard/business/${id}`);
  await expect(page.getByText('Verified Business')).toBeVisible();
  await expect(page.getByText('Pending Verification')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Pending Review' })).toHaveCount(0);
});

test('staff reject a claim with a reason; the owner reads it on the dashboard and files a new claim', async ({ browser, page, request }) => {
  test.slow();
  // One that no other journey claims: the first unclaimed dog walker in Denver.
  const listing = await (await request.get(apiPaths.serviceCity('dog-walking', 'denver', { pageSize: '50' }))).json();
  const business = (listing.businesses as { id: number; name: string; isClaimed: boolean }[]).find((b) => !b.isClaimed);
  expect(business, 'an unclaimed demo business in Denver').toBeDefined();
  const ownerEmail = `claimant-${randomUUID()}@example.com`;

  await page.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent(`/business/${business!.id}/claim`)}`);
  await signInOnProviderPage(page, { email: ownerEmail, firstName: 'Rita' });
  await page.getByLabel('Reason for Claiming').fill('I run this business with my brother.');
  await choose(page, 'Verification Method', 'Phone Verification');
  await page.getByLabel('Business Phone').fill('(303) 555-0710');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(toast(page, 'Claim Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/business$/);
  const requests = page.getByRole('region', { name: 'Your Requests' });
  await expect(requests.getByRole('listitem').filter({ hasText: business!.name }).getByText('Pending Review')).toBeVisible();

  // While it is pending, the claim page says so instead of offering a second claim.
  await page.goto(`/business/${business!.id}/claim`);
  await expect(page.getByRole('heading', { name: 'Claim Pending Review' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your claim' })).toBeVisible();

  const reason = 'The phone number on file belongs to another business.';
  await asStaff(browser, async (staff) => {
    const card = staff.getByRole('region', { name: /^Claims/ }).getByRole('article', { name: business!.name }).filter({ hasText: ownerEmail });
    await card.getByRole('button', { name: `Reject claim for ${business!.name}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject this claim' });
    await dialog.getByLabel('Reason for rejection').fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(toast(staff, 'Rejected')).toBeVisible();
  });

  await page.goto('/dashboard/business');
  const item = page.getByRole('region', { name: 'Your Requests' }).getByRole('listitem').filter({ hasText: business!.name });
  await expect(item.getByText('Not approved')).toBeVisible();
  await expect(item.getByText(reason)).toBeVisible();
  await item.getByRole('link', { name: 'File a new claim' }).click();
  await expect(page.getByRole('heading', { name: 'Claim Your Business' })).toBeVisible();
  await page.getByLabel('Reason for Claiming').fill('Here is the number on our business license instead.');
  await choose(page, 'Verification Method', 'Phone Verification');
  await page.getByLabel('Business Phone').fill('(303) 555-0711');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(toast(page, 'Claim Submitted')).toBeVisible();
  const items = page.getByRole('region', { name: 'Your Requests' }).getByRole('listitem').filter({ hasText: business!.name });
  await expect(items).toHaveCount(2);
  await expect(items.first().getByText('Pending Review')).toBeVisible();
});

test('a signed-in customer is never switched silently: List Your Business names both accounts and switches on request', async ({ page, expectAccessible }) => {
  const email = `both-${randomUUID()}@example.com`;
  await page.goto(`${apiPaths.signIn.customer}?returnTo=${encodeURIComponent('/customer/dashboard')}`);
  await signInOnProviderPage(page, { email, firstName: 'Cora' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Cora!' })).toBeVisible();

  await page.goto('/list-business');
  await expect(page.getByRole('heading', { name: 'You’re signed in as a customer' })).toBeVisible();
  await expect(page.getByText('This page needs a business owner account.', { exact: false })).toBeVisible();
  await expect(page.getByText(email, { exact: false })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Continue as business owner' }).click();
  await signInOnProviderPage(page, { email, firstName: 'Cora' });
  await expect(page).toHaveURL(/\/list-business$/);
  await expect(page.getByRole('heading', { name: 'List Your Pet Service Business' })).toBeVisible();

  // Now an owner: the customer dashboard names the account in use and the one it needs.
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('heading', { name: 'You’re signed in as a business owner' })).toBeVisible();
  await expect(page.getByText('This page needs a customer account.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue as customer' })).toHaveAttribute('href', /\/api\/auth\/customer\/google\?returnTo=%2Fcustomer%2Fdashboard$/);
});

test('an owner finds their business by name from the list-business page and opens its claim', async ({ page, request }) => {
  const listing = await (await request.get(apiPaths.serviceCity('pet-boarding', 'phoenix', { pageSize: '50' }))).json();
  const business = (listing.businesses as { id: number; name: string; address: string; isClaimed: boolean }[]).find((b) => !b.isClaimed);
  expect(business, 'an unclaimed demo business in Phoenix').toBeDefined();
  await page.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/list-business')}`);
  await signInOnProviderPage(page, { email: `finder-${randomUUID()}@example.com`, firstName: 'Fay' });
  await page.getByRole('link', { name: 'Find your business' }).click();
  await expect(page).toHaveURL(/\/business\/find$/);
  await page.getByLabel('Business name').fill(business!.name.toUpperCase());
  await choose(page, 'City', 'Phoenix, AZ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/find\?q=.+&city=phoenix$/);
  // Demo names repeat within a city: the owner tells their listing apart by its street address, as a person would.
  const match = page.getByRole('listitem').filter({ hasText: business!.name }).filter({ hasText: business!.address });
  await match.getByRole('link', { name: `Claim this business: ${business!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${business!.id}/claim$`));
  await expect(page.getByRole('heading', { name: 'Claim Your Business' })).toBeVisible();
});
