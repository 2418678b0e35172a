import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

/** Picks an option of a select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

test('an owner lists a business with a document, lands on its dashboard, edits it and sees the update', async ({ page, expectAccessible }) => {
  // A long journey with three accessibility scans on a shared 2-core machine.
  test.slow();
  // Signed out, /list-business says an owner account is needed, then goes to the sign-in and comes back.
  await page.goto('/list-business');
  await page.getByRole('link', { name: 'Sign in as a business owner' }).click();
  await signInOnProviderPage(page, { firstName: 'Lena', lastName: 'Owner' });
  await expect(page).toHaveURL(/\/list-business$/);
  await expect(page.getByRole('heading', { name: 'List Your Pet Service Business' })).toBeVisible();
  await expectAccessible();

  // The form checks its fields in the order they appear: the first refused field takes focus, its message under it.
  await page.getByRole('button', { name: 'List My Business' }).click();
  await expect(page.getByLabel('Business Name')).toBeFocused();
  await expect(page.getByLabel('Business Name')).toHaveAccessibleDescription('Please enter your business name.');

  const name = `Lena's Grooming ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Business Name').fill(name);
  // Outside the demo listings' 555-01xx block: a demo phone would bring up 'This business may already be listed'.
  await page.getByLabel('Phone Number').fill('(512) 555-0293');
  await page.getByLabel('Business Address').fill('701 Brazos St, Austin, TX 78701');
  await page.getByLabel('Website').fill('https://lena-grooming.example.com');
  await choose(page, 'City', 'Austin, TX');
  await page.getByRole('checkbox', { name: 'Dog Grooming' }).check();
  // Hours: Monday opens with 9 to 5, copied to the other weekdays.
  await page.getByRole('checkbox', { name: 'Monday Closed', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await page.getByLabel('Starting Price ($)').fill('45');
  await page.getByLabel('Maximum Price ($)').fill('95');

  await choose(page, 'Verification Method', 'Document Upload');
  await page.getByRole('button', { name: 'List My Business' }).click();
  await expect(page.getByRole('combobox', { name: 'Document Type' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Document Type' })).toHaveAccessibleDescription('Please select a document type.');
  await choose(page, 'Document Type', 'Business License');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
  await page.getByLabel('Upload Document').setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('chosen-document')).toContainText('license.pdf');
  await expect(page.getByTestId('chosen-document')).toContainText(`${(pdf.length / 1024).toFixed(1)} KB`);

  await page.getByRole('button', { name: 'List My Business' }).click();
  await expect(toast(page, 'Business Listed Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/business\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Pending Verification')).toBeVisible();
  await expect(page.getByRole('main').getByText('Austin, TX', { exact: true })).toBeVisible();
  await expectAccessible();

  // Edit, save, and find the change in the Updates tab.
  await page.getByRole('button', { name: 'Edit Business' }).click();
  const renamed = `${name} & Spa`;
  await page.getByLabel('Business Name').fill(renamed);
  await page.getByRole('checkbox', { name: 'Saturday Closed', exact: true }).uncheck();
  await choose(page, 'Saturday Opens', '8:00 AM');
  await choose(page, 'Saturday Closes', '7:00 PM');
  // Save at the bottom of the long form, where the owner finishes.
  await page.getByRole('button', { name: 'Save Changes' }).last().click();
  await expect(toast(page, 'Business Updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Business' })).toBeVisible();
  await expect(page.getByText('Sat: 8 AM – 7 PM')).toBeVisible();

  await page.getByRole('tab', { name: 'Updates' }).click();
  const updates = page.getByRole('tabpanel', { name: 'Updates' });
  await expect(updates.getByText('Business Name')).toBeVisible();
  await expect(updates.getByText(renamed)).toBeVisible();
  await expect(updates.getByText(/Sat: 8 AM – 7 PM/)).toBeVisible();
  await page.getByRole('tab', { name: 'Claims' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Claims' }).getByText('Pending Review')).toBeVisible();
  await expectAccessible();
});

test('an owner claims an unclaimed business and sees Claim Submitted', async ({ page, request }) => {
  const listing = await (await request.get(apiPaths.serviceCity('dog-grooming', 'austin', { pageSize: '50' }))).json();
  const unclaimed = (listing.businesses as { id: number; name: string; isClaimed: boolean }[]).find((b) => !b.isClaimed);
  expect(unclaimed, 'an unclaimed demo business in Austin').toBeDefined();

  // Signed out: the claim page asks for a business-owner sign-in.
  await page.goto(`/business/${unclaimed!.id}/claim`);
  await expect(page.getByRole('heading', { name: 'Business Owner Authentication Required' })).toBeVisible();
  await expect(toast(page, 'Authentication Required')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/login$/);

  await page.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent(`/business/${unclaimed!.id}/claim`)}`);
  await signInOnProviderPage(page, { firstName: 'Marco', lastName: 'Owner' });
  await expect(page).toHaveURL(new RegExp(`/business/${unclaimed!.id}/claim$`));
  await expect(page.getByRole('heading', { name: 'Claim Your Business' })).toBeVisible();
  await expect(page.getByRole('heading', { name: unclaimed!.name })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByLabel('Reason for Claiming')).toBeFocused();
  await expect(page.getByLabel('Reason for Claiming')).toHaveAccessibleDescription('Please fill in all required fields.');
  await expect(page.getByRole('combobox', { name: 'Verification Method' })).toHaveAccessibleDescription('Please fill in all required fields.');

  await page.getByLabel('Reason for Claiming').fill('I founded this shop in 2015 and run it every day.');
  await choose(page, 'Verification Method', 'Phone Verification');
  await page.getByLabel('Business Phone').fill('(512) 555-0133');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(toast(page, 'Claim Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/business$/);

  // The claim is listed with its state; a second claim for the same business is not offered while it is pending.
  const claimItem = page.getByRole('region', { name: 'Your Requests' }).getByRole('listitem').filter({ hasText: unclaimed!.name });
  await expect(claimItem.getByText('Pending Review')).toBeVisible();
  await page.goto(`/business/${unclaimed!.id}/claim`);
  await expect(page.getByRole('heading', { name: 'Claim Pending Review' })).toBeVisible();
  await page.getByRole('link', { name: 'See your claim' }).click();
  await expect(page).toHaveURL(/\/dashboard\/business#request-\d+$/);
});
