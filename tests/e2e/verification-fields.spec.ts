import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PHONE_VERIFICATION_MESSAGES } from '#shared/owners.js';
import { PHOTO_MESSAGES } from '#shared/photos.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';
import { verifiedOwnerBusiness } from './verified-owner.js';

// Issue 28 item 7: a document whose bytes are not what its name says is refused on the file field (not only in a
// message by the button), and phone verification needs a phone to call.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test('the listing form says a disguised document on its file field, and phone verification without a phone on the phone field', async ({ page, allowConsoleError }) => {
  test.slow();
  allowConsoleError(/status of 415/);
  await page.goto('/list-business');
  await page.getByRole('link', { name: 'Sign in as a business owner' }).click();
  await signInOnProviderPage(page, { firstName: 'Vera', lastName: 'Owner' });
  await expect(page.getByRole('heading', { name: 'List Your Pet Service Business' })).toBeVisible();

  await page.getByLabel('Business Name').fill(`Vera's Pet Care ${randomUUID().slice(0, 6)}`);
  await page.getByLabel('Business Address').fill('701 Brazos St, Austin, TX 78701');
  await choose(page, 'City', 'Austin, TX');
  await page.getByRole('checkbox', { name: 'Dog Grooming' }).check();

  // Phone verification, with the listing's phone left empty: both fields say what is missing, in one round.
  await choose(page, 'Verification Method', 'Phone Verification');
  const callPhone = page.getByLabel('Business Phone');
  await expect(callPhone).toHaveAccessibleDescription(/Left empty, we call the Phone Number above\./);
  await page.getByRole('button', { name: 'List My Business' }).click();
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  await expect(callPhone).toHaveAccessibleDescription(new RegExp(PHONE_VERIFICATION_MESSAGES.listingNoPhone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Outside the demo listings' 555-01xx block, so the form does not ask whether this business is already listed.
  await page.getByLabel('Phone Number').fill('(512) 555-0287');

  // A 'PDF' that is a Windows program inside: the server's refusal lands on the file field, which takes focus.
  await choose(page, 'Verification Method', 'Document Upload');
  await choose(page, 'Document Type', 'Business License');
  const file = page.getByLabel('Upload Document');
  const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(1024, 0x41)]);
  await file.setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: program });
  await page.getByRole('button', { name: 'List My Business' }).click();
  await expect(file).toHaveAccessibleDescription(/This file is named \.pdf but is not a PDF inside\./);
  await expect(file).toBeFocused();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
});

test('a photo whose bytes are not an image is refused on its own upload row, not in a toast', async ({ browser, request }) => {
  test.slow();
  const { business, owner, staff } = await verifiedOwnerBusiness(browser, request, 'pet-sitting', 'portland');
  await owner.goto(`/dashboard/business/${business.id}`);
  await owner.getByRole('tab', { name: 'Photos' }).click();
  const panel = owner.getByRole('tabpanel', { name: 'Photos' });
  await panel.getByLabel('Add photos').setInputFiles({ name: 'storefront.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  const row = panel.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'storefront.jpg' });
  await expect(row.getByRole('alert')).toHaveText(PHOTO_MESSAGES.wrongType);
  await expect(owner.getByRole('region', { name: /Notifications/ }).getByText(PHOTO_MESSAGES.wrongType)).toHaveCount(0);
  for (const page of [owner, staff]) await page.context().close();
});
