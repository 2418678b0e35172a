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

const hydrated = (page: Page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

test('an owner edits the weekly hours by keyboard, one compact row a day, and the public page shows them in the business’s time zone', async ({ browser, page, request, expectAccessible }) => {
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
  const editor = owner.getByRole('group', { name: 'Hours (local time of the business)' });
  const box = (day: string, toggle: 'Closed' | '24 hours') => editor.getByRole('checkbox', { name: `${day} ${toggle}`, exact: true });
  const time = (day: string, which: 'Opens' | 'Closes') => editor.getByRole('combobox', { name: `${day} ${which}`, exact: true });

  // Everything by keyboard. Monday: closed (Space), then open again with the default 9 to 5.
  await box('Monday', 'Closed').focus();
  if (!(await box('Monday', 'Closed').isChecked())) await owner.keyboard.press('Space');
  await expect(box('Monday', 'Closed')).toBeChecked();
  await expect(time('Monday', 'Opens')).toHaveCount(0);
  await owner.keyboard.press('Space');
  await expect(time('Monday', 'Opens')).toHaveValue('09:00');
  await expect(time('Monday', 'Opens')).toContainText('9:00 AM');
  // Tab walks the row: 24 hours, then opens and closes, picked with the arrow keys in quarter hours (AM/PM).
  await owner.keyboard.press('Tab');
  await expect(box('Monday', '24 hours')).toBeFocused();
  await owner.keyboard.press('Tab');
  await expect(time('Monday', 'Opens')).toBeFocused();
  for (let i = 0; i < 4; i++) await owner.keyboard.press('ArrowUp');
  await expect(time('Monday', 'Opens')).toHaveValue('08:00');
  await owner.keyboard.press('Tab');
  await expect(time('Monday', 'Closes')).toBeFocused();
  for (let i = 0; i < 4; i++) await owner.keyboard.press('ArrowDown');
  await expect(time('Monday', 'Closes')).toHaveValue('18:00');
  // Copy to weekdays (Enter on the button), Saturday 24 hours and Sunday closed (Space).
  await editor.getByRole('button', { name: 'Copy Monday to weekdays' }).focus();
  await owner.keyboard.press('Enter');
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(time(day, 'Opens')).toHaveValue('08:00');
    await expect(time(day, 'Closes')).toHaveValue('18:00');
  }
  await box('Saturday', '24 hours').focus();
  if (!(await box('Saturday', '24 hours').isChecked())) await owner.keyboard.press('Space');
  await expect(time('Saturday', 'Opens')).toHaveCount(0);
  await box('Sunday', 'Closed').focus();
  if (!(await box('Sunday', 'Closed').isChecked())) await owner.keyboard.press('Space');
  await editor.getByRole('checkbox', { name: 'By appointment' }).focus();
  if (!(await editor.getByRole('checkbox', { name: 'By appointment' }).isChecked())) await owner.keyboard.press('Space');

  // The editor is compact: a row a day (the old one took ~1,000 px for a week of openings).
  expect((await editor.boundingBox())!.height).toBeLessThan(560);
  await editor.screenshot({ path: test.info().outputPath('hours-editor-1280.png') });

  // Tuesday closes before it opens: Home picks the earliest closing time. Save (the button under the form, Enter):
  // the shared schema's message names the day and the time, under that picker.
  await time('Tuesday', 'Closes').focus();
  await owner.keyboard.press('Home');
  await expect(time('Tuesday', 'Closes')).toHaveValue('00:15');
  const bottomSave = owner.getByRole('form', { name: 'Edit business information' }).getByRole('button', { name: 'Save Changes' });
  await bottomSave.focus();
  await owner.keyboard.press('Enter');
  await expect(time('Tuesday', 'Closes')).toHaveAccessibleDescription(HOURS_MESSAGES.order('Tuesday'));
  await expect(editor.getByText('Tuesday: closes must be after opens.')).toBeVisible();

  // It fits a phone, the message included.
  await owner.setViewportSize({ width: 390, height: 844 });
  await editor.screenshot({ path: test.info().outputPath('hours-editor-390.png') });
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const pickers = editor.getByRole('combobox');
  for (let i = 0; i < (await pickers.count()); i++) {
    const picker = (await pickers.nth(i).boundingBox())!;
    expect(picker.x + picker.width).toBeLessThanOrEqual(390);
  }
  await owner.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(owner);

  await time('Tuesday', 'Closes').selectOption({ label: '6:00 PM' });
  await bottomSave.focus();
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('button', { name: 'Edit Business' })).toBeVisible();
  await expect(owner.getByText('Mon–Fri: 8 AM – 6 PM')).toBeVisible();
  await expect(owner.getByText('Sat: Open 24 hours')).toBeVisible();
  await expect(owner.getByText('Sun: Closed')).toBeVisible();

  // The public page (signed out): the weekly table with today marked, the status, and the JSON-LD.
  await page.goto(`/business/${business.id}`);
  await hydrated(page);
  const hours = page.getByRole('table', { name: 'Opening hours by day' });
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('8 AM – 6 PM');
  await expect(hours.getByRole('row', { name: /Friday/ })).toContainText('8 AM – 6 PM');
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

test('the new-listing form’s hours editor fits a phone: a row a day, the pickers inside 390 px', async ({ browser }) => {
  const owner = await signIn(browser, 'business_owner', '/list-business', 'Nina');
  await owner.setViewportSize({ width: 390, height: 844 });
  const editor = owner.getByRole('group', { name: 'Hours (local time of the business)' });
  await expect(editor).toBeVisible();
  // A new listing starts closed every day; open Monday and copy it to the weekdays.
  await editor.getByRole('checkbox', { name: 'Monday Closed', exact: true }).click();
  await editor.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await expect(editor.getByRole('combobox', { name: 'Friday Opens', exact: true })).toHaveValue('09:00');
  await editor.getByRole('checkbox', { name: 'Saturday 24 hours', exact: true }).click();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const controls = editor.locator('select, button');
  for (let i = 0; i < (await controls.count()); i++) {
    const box = (await controls.nth(i).boundingBox())!;
    expect(box.x + box.width, `control ${i} inside the screen`).toBeLessThanOrEqual(390);
  }
  await editor.screenshot({ path: test.info().outputPath('listing-hours-390.png') });
  await owner.context().close();
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
