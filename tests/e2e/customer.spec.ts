import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signInOnProviderPage, test } from './fixtures.js';

const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /menu:/ });

test('a customer signs in, adds a pet, edits the profile and signs out', async ({ page, expectAccessible }) => {
  // A long walk through four screens and two forms on a shared 2-core machine.
  test.setTimeout(90_000);
  // Signed out, the dashboard asks to sign in.
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access your dashboard.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByRole('heading', { name: 'Customer Login' })).toBeVisible();
  for (const blurb of ['Easy Booking', 'Pet Profiles', 'Trusted Reviews']) await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Business Owner Login' })).toHaveAttribute('href', '/business/login');
  await expectAccessible();
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  const email = `ada-${randomUUID()}@example.com`;
  await signInOnProviderPage(page, { email, firstName: 'Ada', lastName: 'Lovelace' });
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(page.getByText('Manage your pets, bookings, and discover new services')).toBeVisible();
  for (const counter of ['My Pets', 'Open Bookings', 'Favorites', 'Reviews']) await expect(page.getByText(counter, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No recent activity')).toBeVisible();
  await expect(page.getByText('Book your first service to get started!')).toBeVisible();
  // 'Book a Service' leads to the services, where each provider's page takes the request.
  await expect(page.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Find Services Near Me' })).toHaveAttribute('href', '/services');
  await expectAccessible();

  // The header knows the customer.
  await accountMenu(page).click();
  await expect(page.getByRole('menu').getByText('Customer Account')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/customer/dashboard');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByText('No bookings yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');

  // Add a pet: every validation message, then 'Adding...', then the card.
  await page.getByRole('tab', { name: 'My Pets' }).click();
  await expect(page.getByText('No pets added yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Pet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Pet' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Pet' }).click();
  for (const message of ['Pet name is required', 'Pet type is required', 'Breed is required', 'Age must be 0 or greater']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expectAccessible();
  await dialog.getByLabel('Pet Name *').fill('Biscuit');
  await dialog.getByRole('combobox', { name: 'Pet Type *' }).selectOption({ label: 'Dog' });
  await dialog.getByLabel('Breed *').fill('Beagle');
  await dialog.getByLabel('Age (years) *').fill('-1');
  await dialog.getByLabel('Weight (lbs)').fill('-2');
  await dialog.getByRole('button', { name: 'Add Pet' }).click();
  await expect(dialog.getByText('Age must be 0 or greater')).toBeVisible();
  await expect(dialog.getByText('Weight must be 0 or greater')).toBeVisible();
  await expect(dialog.getByText('Pet name is required')).toHaveCount(0);

  await dialog.getByLabel('Age (years) *').fill('3');
  await dialog.getByLabel('Weight (lbs)').fill('22.5');
  await dialog.getByLabel('Special Needs').fill('Grain-free food');
  // Hold the save a moment so its pending state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/customer/pets', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Add Pet' }).click();
  await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Biscuit' }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('dog')).toBeVisible();
  await expect(card.getByText('Beagle')).toBeVisible();
  await expect(card.getByText('3 years')).toBeVisible();
  await expect(card.getByText('22.5 lbs')).toBeVisible();
  await expect(card.getByText('Grain-free food')).toBeVisible();
  await page.unroute('**/api/customer/pets');

  // The dialog opens empty again.
  await page.getByRole('button', { name: 'Add Pet', exact: true }).click();
  await expect(dialog.getByLabel('Pet Name *')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Edit the profile.
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText('Not provided').first()).toBeVisible();
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await profile.getByLabel('First Name *').fill('');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('First name is required')).toBeVisible();
  await profile.getByLabel('First Name *').fill('Grace');
  await profile.getByLabel('Phone').fill('(512) 555-0100');
  await profile.getByLabel('City').fill('Austin');
  await expectAccessible();
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(profile.getByText('(512) 555-0100')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await expect(accountMenu(page)).toContainText('Grace');

  // The profile survives a reload (saved on the server).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  // The saved address fields show, read-only and in the form.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(profile.getByText('Austin', { exact: true })).toBeVisible();
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(profile.getByLabel('City')).toHaveValue('Austin');
  await profile.getByRole('button', { name: 'Cancel' }).click();

  // Sign out.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
});

test('a business owner signs in from the business login and sees the owner menu', async ({ page, expectAccessible }) => {
  await page.goto('/business/login');
  await expect(page.getByRole('heading', { name: 'Business Login' })).toBeVisible();
  for (const blurb of ['Business Management', 'Customer Bookings', 'Analytics & Insights']) await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customer Login', exact: true }).last()).toHaveAttribute('href', '/customer/login');
  await expectAccessible();
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  await signInOnProviderPage(page, { email: `owen-${randomUUID()}@example.com`, firstName: 'Owen', lastName: 'Baker' });
  await expect(page).toHaveURL(/\/dashboard\/business$/);
  const menu = accountMenu(page);
  await expect(menu).toContainText('Owen');
  await expect(menu.getByLabel('Business owner')).toBeVisible();
  await menu.click();
  await expect(page.getByRole('menu').getByText('Business Owner')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Business Dashboard' })).toHaveAttribute('href', '/dashboard/business');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});
