import { expect, signInOnProviderPage, test } from './fixtures.js';
import { verifiedOwnerBusiness } from './verified-owner.js';

// Issue 28 item 9: what an owner is told before signing in, and after an edit some of which waits for staff.

test('List Your Business, signed out, says an owner account is needed before sending to the sign-in', async ({ page, expectAccessible }) => {
  await page.goto('/list-business');
  await expect(page.getByRole('heading', { name: 'List your business' })).toBeVisible();
  await expect(page.getByText('needs a business owner account', { exact: false })).toBeVisible();
  // The visitor stays on the explanation until they choose to sign in.
  await expect(page).toHaveURL(/\/list-business$/);
  await expectAccessible();
  await page.getByRole('link', { name: 'Sign in as a business owner' }).click();
  await signInOnProviderPage(page, { firstName: 'Ivy', lastName: 'Owner' });
  await expect(page).toHaveURL(/\/list-business$/);
  await expect(page.getByRole('heading', { name: 'List Your Pet Service Business' })).toBeVisible();
});

test('an edit of a verified listing says what went live and what waits for staff', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { business, owner } = await verifiedOwnerBusiness(browser, request, 'dog-training', 'miami');
  await owner.goto(`/dashboard/business/${business.id}`);
  await owner.getByRole('button', { name: 'Edit Business' }).click();
  await owner.getByLabel('Business Name').fill(`${business.name} Academy`);
  await owner.getByLabel('Description').fill('Puppy classes every Saturday morning.');
  await owner.getByRole('button', { name: 'Save Changes' }).first().click();
  const notifications = owner.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Changes Saved', { exact: true })).toBeVisible();
  await expect(notifications).toContainText('Live now: Description.');
  await expect(notifications).toContainText("Waiting for our team's review: Business Name");
  await expect(notifications.getByText('updated successfully', { exact: false })).toHaveCount(0);
});
