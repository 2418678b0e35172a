import { randomUUID } from 'node:crypto';
import { expect, signInOnProviderPage, test } from './fixtures.js';

// Issue 28 item 10: the profile took phone '12', ZIP 'ABCDE' and state 'Texas'.
test('the customer profile refuses a short phone and a lettered ZIP, picks the state from a list and limits every input', async ({ page, expectAccessible }) => {
  test.setTimeout(60_000);
  await page.goto('/customer/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInOnProviderPage(page, { email: `profile-${randomUUID()}@example.com`, firstName: 'Rosa', lastName: 'Parks' });
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit Profile' }).click();

  for (const label of ['First Name *', 'Last Name *', 'Phone', 'Address', 'City', 'ZIP Code']) {
    await expect(profile.getByLabel(label)).toHaveAttribute('maxlength', /^\d+$/);
  }
  const state = profile.getByRole('combobox', { name: 'State' });
  await expect(state.getByRole('option', { name: 'Texas' })).toHaveCount(1);

  await profile.getByLabel('Phone').fill('12');
  await profile.getByLabel('ZIP Code').fill('ABCDE');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Please enter a valid 10-digit US phone number, for example (512) 555-0123.')).toBeVisible();
  await expect(profile.getByText('Please enter a 5-digit US ZIP code, for example 78701 (or 78701-1234).')).toBeVisible();
  await expectAccessible();

  await profile.getByLabel('Phone').fill('512 555 0142');
  await profile.getByLabel('ZIP Code').fill('78701');
  await state.selectOption({ label: 'Texas' });
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  // Saved as the owners' forms save a phone, and the state shown by name.
  await expect(profile.getByText('(512) 555-0142')).toBeVisible();
  await expect(profile.getByText('Texas', { exact: true })).toBeVisible();
  await expect(profile.getByText('78701', { exact: true })).toBeVisible();
});
