import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PHONE_VERIFICATION_MESSAGES } from '#shared/owners.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

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
  await page.getByLabel('Phone Number').fill('(512) 555-0161');

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
