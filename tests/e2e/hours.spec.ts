import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { HOURS_MESSAGES } from '#shared/hours/schedule-schema.js';
import { expect, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

async function signIn(browser: Browser, account: 'customer' | 'business_owner', returnTo: string, firstName: string, email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${apiPaths.signIn[account]}?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
  return page;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

const hydrated = (page: Page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

test('an owner edits the weekly hours and the public page shows them, in the business’s time zone', async ({ browser, page, request, expectAccessible }) => {
  test.slow();
  // A demo dog walker in Honolulu (Pacific/Honolulu) that no other journey uses gets a verified owner.
  const listing = await (await request.get(apiPaths.serviceCity('dog-walking', 'honolulu', { pageSize: '50' }))).json();
  const business = (listing.businesses as { id: number; name: string; isClaimed: boolean }[]).find((b) => !b.isClaimed)!;
  const owner = await signIn(browser, 'business_owner', '/dashboard/business', 'Hana');
  const claim = await owner.request.post(apiPaths.claimBusiness(business.id), {
    data: { claimReason: 'I run this business.', verificationMethod: 'phone', verificationData: { phone: '(808) 555-0142' } },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const claimId = ((await claim.json()) as { claim: { id: number } }).claim.id;
  const staff = await signIn(browser, 'customer', '/admin', 'Sam', STAFF_EMAIL);
  expect((await staff.request.post(apiPaths.admin.approve(claimId))).status()).toBe(200);

  await owner.goto(`/dashboard/business/${business.id}`);
  await owner.getByRole('button', { name: 'Edit Business' }).click();
  await choose(owner, 'Monday hours', 'Open');
  // Keyboard: the opening's two times are one Tab apart.
  await owner.getByLabel('Monday opening 1 opens').fill('08:00');
  await owner.keyboard.press('Tab');
  await expect(owner.getByLabel('Monday opening 1 closes')).toBeFocused();
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.type('12:00');
  await owner.getByRole('button', { name: 'Add hours on Monday' }).click();
  await owner.getByLabel('Monday opening 2 opens').fill('11:00');
  await owner.getByLabel('Monday opening 2 closes').fill('18:00');
  await owner.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await choose(owner, 'Saturday hours', '24 hours');
  await choose(owner, 'Sunday hours', 'Closed');
  await owner.getByRole('checkbox', { name: 'By appointment' }).check();

  // The shared schema's messages, under the openings they concern.
  await owner.getByRole('button', { name: 'Save Changes' }).click();
  await expect(owner.getByLabel('Monday opening 2 opens')).toHaveAccessibleDescription(HOURS_MESSAGES.overlap);
  await expect(owner.getByLabel('Friday opening 2 opens')).toHaveAccessibleDescription(HOURS_MESSAGES.overlap);
  await owner.getByLabel('Friday opening 1 closes').fill('07:00');
  await expect(owner.getByLabel('Friday opening 1 closes')).toHaveAccessibleDescription(HOURS_MESSAGES.order);
  await expectAccessible(owner);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await owner.getByLabel(`${day} opening 2 opens`).fill('13:00');
  await owner.getByLabel('Friday opening 1 closes').fill('12:00');
  await owner.getByRole('button', { name: 'Save Changes' }).click();
  await expect(owner.getByRole('button', { name: 'Edit Business' })).toBeVisible();
  await expect(owner.getByText('Mon–Fri: 8 AM – 12 PM, 1 PM – 6 PM')).toBeVisible();
  await expect(owner.getByText('Sat: Open 24 hours')).toBeVisible();

  // The public page (signed out): the weekly table with today marked, the status, and the JSON-LD.
  await page.goto(`/business/${business.id}`);
  await hydrated(page);
  const hours = page.getByRole('table', { name: 'Opening hours by day' });
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('8 AM – 12 PM, 1 PM – 6 PM');
  await expect(hours.getByRole('row', { name: /Saturday/ })).toContainText('Open 24 hours');
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
  await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByText('Visits outside these hours by appointment.')).toBeVisible();
  await expect(page.getByText('Times are local to the business (Pacific/Honolulu).')).toBeVisible();
  await expect(page.locator('[data-open-state]')).toHaveCount(1);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const specs = jsonLd.join('\n');
  expect(specs).toContain('"openingHoursSpecification"');
  expect(specs).toContain('"dayOfWeek":["Saturday"],"opens":"00:00","closes":"23:59"');
  await expectAccessible();
  for (const other of [owner, staff]) await other.context().close();
});

test('the business page hydrates its open status without a mismatch, and the status is today’s in the city', async ({ page, request }) => {
  // An emergency vet (open 24 hours) and a clinic in another zone: the guard fails the test on any console error,
  // React's hydration warnings included.
  for (const [service, city] of [['emergency-vet', 'anchorage'], ['veterinarian', 'phoenix'], ['pet-boarding', 'new-york']] as const) {
    const listing = await (await request.get(apiPaths.serviceCity(service, city))).json();
    // An emergency vet's own listing (a clinic may offer emergency care as a second service with its own hours).
    const all = listing.businesses as { id: number; schedule: { sun: { start: string; end: string }[] } | null }[];
    const roundTheClock = (b: (typeof all)[number]) => b.schedule?.sun[0]?.start === '00:00' && b.schedule.sun[0].end === '24:00';
    // A clinic offering emergency care beside its own service keeps emergency hours too: the others need real hours.
    const id = all.find((b) => (service === 'emergency-vet' ? roundTheClock(b) : b.schedule && !roundTheClock(b)))!.id;
    await page.goto(`/business/${id}`);
    await hydrated(page);
    const status = page.locator('[data-open-state]');
    await expect(status).toHaveCount(1);
    if (service === 'emergency-vet') await expect(status).toHaveText('Open 24 hours');
    else await expect(status).toContainText(/Open now|Closes soon|Closed/);
  }
});

test('the Open now filter narrows the service-in-city page', async ({ page, request }) => {
  await page.goto('/dog-training/chicago');
  await hydrated(page);
  const all = (await (await request.get(apiPaths.serviceCity('dog-training', 'chicago'))).json()) as { total: number };
  const found = page.getByRole('status').filter({ hasText: /found$/ });
  await expect(found).toContainText(String(all.total));
  await page.getByRole('checkbox', { name: 'Open now' }).check();
  await expect(page).toHaveURL(/[?&]open=1/);
  // Most trainers work by appointment only: never all of them are open at once.
  const open = (await (await request.get(apiPaths.serviceCity('dog-training', 'chicago', { open: '1' }))).json()) as { total: number };
  expect(open.total).toBeLessThan(all.total / 2);
  await expect(found).toHaveText(new RegExp(`^${open.total} `));
  await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
});

test('result cards hydrate today’s status without a mismatch', async ({ page }) => {
  // The guard fails the test on any console error, React's hydration warnings included.
  await page.goto('/emergency-vet/anchorage');
  await hydrated(page);
  const statuses = page.getByRole('list', { name: 'Providers' }).locator('[data-open-state]');
  await expect(statuses.first()).toBeVisible();
  await expect(statuses.first()).toContainText(/Open 24 hours|Open now|Closes soon|Closed|By appointment/);
});
