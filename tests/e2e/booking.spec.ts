import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { firstOpenSlot } from './booking-slot.js';
import { expect, test } from './fixtures.js';
import { signIn, verifiedOwnerBusiness } from './verified-owner.js';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

test('a customer asks to book for two pets, the owner accepts, the customer sees Accepted and staff see the email', async ({ browser, request, expectAccessible }) => {
  test.setTimeout(120_000);
  const { business, owner, ownerEmail, staff } = await verifiedOwnerBusiness(browser, request, 'pet-boarding', 'denver');

  // The customer, with two pets, opens the business page and sends a request.
  const customerEmail = `booking-customer-${randomUUID()}@example.com`;
  const customer = await signIn(browser, 'customer', '/customer/dashboard', { email: customerEmail, firstName: 'Cleo' });
  const added = await customer.request.post(apiPaths.customerPets, { data: { name: 'Biscuit', type: 'dog', breed: 'Beagle', age: 3, specialNeeds: 'Needs a quiet room' } });
  expect(added.status()).toBe(201);
  await customer.goto(`/business/${business.id}`);
  await customer.getByRole('button', { name: 'Book a Service' }).click();
  const form = customer.getByRole('dialog', { name: `Book with ${business.name}` });
  await expect(form).toBeVisible();
  // Sent empty, every rule speaks under its field.
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Please choose at least one pet.')).toBeVisible();
  await expect(form.getByText('Please choose a date.')).toBeVisible();
  await choose(customer, 'Service *', 'Pet Boarding');
  await form.getByLabel('Biscuit (Beagle)').check();
  // The second pet is added from the form itself, and comes back chosen.
  await form.getByRole('button', { name: 'Add a pet' }).click();
  const petDialog = customer.getByRole('dialog', { name: 'Add New Pet' });
  await petDialog.getByLabel('Pet Name *').fill('Pepper');
  await choose(customer, 'Pet Type *', 'Dog');
  await petDialog.getByLabel('Breed *').fill('Beagle');
  await petDialog.getByLabel('Age (years) *').fill('2');
  await petDialog.getByLabel('Special Needs').fill('Needs a quiet room');
  await petDialog.getByRole('button', { name: 'Add Pet' }).click();
  await expect(form.getByLabel('Pepper (Beagle)')).toBeChecked();
  await expect(form.getByLabel('Biscuit (Beagle)')).toBeChecked();
  // The times offered are the business's hours that day; before a date is chosen there are none.
  await expect(form.getByRole('combobox', { name: 'Time *' })).toContainText('Choose a date first');
  const slot = await firstOpenSlot(request, business.id, 10);
  await form.getByLabel('Preferred date *').fill(slot.date);
  await choose(customer, 'Time *', slot.label);
  await form.getByLabel('Message (optional)').fill('Two beagles, they share a room.');
  await expectAccessible(customer);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(customer, 'Request sent')).toBeVisible();

  // The owner sees it with both pets' profiles, under a count of new requests, and accepts it.
  await owner.goto(`/dashboard/business/${business.id}`);
  const tab = owner.getByRole('tab', { name: /Booking Requests/ });
  await expect(tab).toContainText('1');
  await tab.click();
  const item = owner.getByRole('listitem').filter({ hasText: 'Pet Boarding for Cleo Tester' });
  await expect(item.getByText('Needs a quiet room')).toHaveCount(2);
  await expect(item.getByText('Two beagles, they share a room.')).toBeVisible();
  await expectAccessible(owner);
  await item.getByRole('button', { name: 'Accept' }).click();
  const accept = owner.getByRole('dialog', { name: 'Accept this request?' });
  await accept.getByLabel(/Message to Cleo/).fill('Drop-off from 2pm.');
  await accept.getByRole('button', { name: 'Accept Request' }).click();
  await expect(toast(owner, 'Request accepted')).toBeVisible();

  // The customer sees 'Accepted' and the owner's note.
  await customer.goto('/customer/dashboard?tab=bookings');
  const booking = customer.getByRole('list', { name: 'Booking requests' }).getByRole('listitem').first();
  await expect(booking.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(booking.getByText('Drop-off from 2pm.')).toBeVisible();
  await expect(booking).toContainText('Biscuit, Pepper');
  await expectAccessible(customer);

  // A pet on an open request cannot be deleted; it can be edited.
  await customer.getByRole('tab', { name: 'My Pets' }).click();
  await customer.getByRole('button', { name: 'Delete Biscuit' }).click();
  const remove = customer.getByRole('dialog', { name: 'Delete Biscuit?' });
  await remove.getByRole('button', { name: 'Delete Pet' }).click();
  await expect(remove.getByRole('alert')).toContainText('This pet is on a booking request that is still open.');
  await remove.getByRole('button', { name: 'Keep' }).click();
  await customer.getByRole('button', { name: 'Edit Pepper' }).click();
  const edit = customer.getByRole('dialog', { name: 'Edit Pepper' });
  await expect(edit.getByLabel('Breed *')).toHaveValue('Beagle');
  await edit.getByLabel('Weight (lbs)').fill('24');
  await expectAccessible(customer);
  await edit.getByRole('button', { name: 'Save Pet' }).click();
  await expect(customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: 'Pepper' }) }).getByText('24 lbs')).toBeVisible();

  // The email to the customer is in the outbox, as staff see it.
  await staff.goto(`/admin/outbox`);
  await expect(staff.getByRole('article', { name: `Your booking request was accepted: ${business.name}` }).getByText(`To: ${customerEmail}`)).toBeVisible();
  await expect(staff.getByRole('article', { name: `New booking request for ${business.name}` }).getByText(`To: ${ownerEmail}`)).toBeVisible();

  // The Open Bookings counter counts open requests only: the accepted one, then none once it is cancelled, while the
  // cancelled request stays in the list (issue 28 item 10).
  await customer.goto('/customer/dashboard?tab=bookings');
  const openBookings = customer.getByRole('listitem').filter({ hasText: 'Open Bookings' }).locator('p').nth(1);
  await expect(openBookings).toHaveText('1');
  await booking.getByRole('button', { name: 'Cancel request' }).click();
  await customer.getByRole('dialog', { name: 'Cancel this request?' }).getByRole('button', { name: 'Cancel request' }).click();
  await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(openBookings).toHaveText('0');
  for (const other of [owner, staff, customer]) await other.context().close();
});

test('a signed-out visitor presses Book a Service, signs in as a customer and the request form opens', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const { business, owner, staff } = await verifiedOwnerBusiness(browser, request, 'dog-grooming', 'seattle');
  await page.goto(`/business/${business.id}`);
  await page.getByRole('button', { name: 'Book a Service' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(`booker-${randomUUID()}@example.com`);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: `Book with ${business.name}` })).toBeVisible();
  // The intent is used up: the address is the business page again.
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}$`));
  for (const other of [owner, staff]) await other.context().close();
});
