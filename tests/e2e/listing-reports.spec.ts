import { apiPaths } from '#shared/api-paths.js';
import { expect, expectAccessible, signInOnProviderPage, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

test('a visitor reports a closed business, staff close it, and the visitor sees Permanently closed', async ({ browser, page, request }) => {
  // Two sessions, three axe runs and two viewports.
  test.slow();
  // A listing no other journey uses: the last cat groomer of Chicago's first page.
  const list = await (await request.get(apiPaths.serviceCity('cat-grooming', 'chicago', { pageSize: '50' }))).json();
  const business = (list.businesses as { id: number; name: string }[]).at(-1)!;
  expect(business, 'a demo cat groomer in Chicago').toBeDefined();

  // The visitor, signed out, reports it: the form loads when asked for.
  await page.goto(`/business/${business.id}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  // Hydrated: the header's Sign In menu appears once the session was read.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Suggest an edit / Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest an edit / Report a problem' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'What is wrong?' }).selectOption({ label: 'Permanently closed' });
  await dialog.getByLabel('Anything else our team should know?').fill('The shop is empty and the sign is gone.');
  await dialog.screenshot({ path: test.info().outputPath('report-dialog.png') });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Report sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Staff see it in the queue beside the listing's current values, and close the listing.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/admin')}`);
    await signInOnProviderPage(staff, { email: STAFF_EMAIL, firstName: 'Sam' });
    await expect(staff.getByRole('heading', { name: 'Review Queue' })).toBeVisible();
    const card = staff.getByRole('region', { name: /^Listing Reports/ }).getByRole('article', { name: business.name });
    await expect(card.getByText('The shop is empty and the sign is gone.')).toBeVisible();
    await expect(card.getByText('Current phone')).toBeVisible();
    await card.screenshot({ path: test.info().outputPath('listing-report-card.png') });
    await expectAccessible(staff);
    await card.getByRole('button', { name: 'Close permanently' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Close permanently' });
    await confirm.getByRole('button', { name: 'Close permanently' }).click();
    await expect(staff.getByRole('region', { name: /Notifications/ }).getByText('Listing closed', { exact: true })).toBeVisible();
    await expect(staff.getByRole('region', { name: /^Listing Reports/ }).getByRole('article', { name: business.name })).toHaveCount(0);

    // The visitor's next look: the page stays, says so first, takes no reviews, and is not indexed.
    await page.reload();
    await expect(page.getByText('Permanently closed', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: 'Suggest an edit / Report a problem' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Write a review/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveCount(0);
    await expect(page.getByText('Call to book')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('closed-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Permanently closed', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('closed-390.png') });
    await expectAccessible(page);
    // It left the list it was on.
    const after = await (await request.get(apiPaths.serviceCity('cat-grooming', 'chicago', { pageSize: '50' }))).json();
    expect((after.businesses as { id: number }[]).some((b) => b.id === business.id)).toBe(false);

    // Staff reopen it from its page; the visitor sees it open again.
    await staff.goto(`/business/${business.id}`);
    await staff.getByRole('button', { name: 'Reopen listing' }).click();
    await expect(staff.getByRole('region', { name: /Notifications/ }).getByText('Listing reopened', { exact: true })).toBeVisible();
    await expect(staff.getByText('Permanently closed', { exact: true })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByText('Permanently closed', { exact: true })).toHaveCount(0);
});
