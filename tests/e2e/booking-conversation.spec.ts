import { randomUUID } from 'node:crypto';
import { apiPaths } from '#shared/api-paths.js';
import { firstOpenSlot } from './booking-slot.js';
import { expect, test } from './fixtures.js';
import { signIn, verifiedOwnerBusiness } from './verified-owner.js';

test('a customer asks to move a booking, the owner answers, the customer reads the answer and the unread badge clears', async ({ browser, request, expectAccessible }) => {
  test.setTimeout(120_000);
  const { business, owner, staff } = await verifiedOwnerBusiness(browser, request, 'doggy-daycare', 'chicago');
  const customer = await signIn(browser, 'customer', '/customer/dashboard', { email: `conversation-${randomUUID()}@example.com`, firstName: 'Cleo' });
  const pet = await customer.request.post(apiPaths.customerPets, { data: { name: 'Biscuit', type: 'dog', breed: 'Beagle', age: 3, medicalNotes: 'Allergic to chicken' } });
  expect(pet.status()).toBe(201);
  const slot = await firstOpenSlot(request, business.id);
  const sent = await customer.request.post(apiPaths.bookingRequests(business.id), {
    data: { serviceId: (await (await request.get(apiPaths.business(business.id))).json()).services[0].id, petIds: [(await pet.json()).id], preferredDate: slot.date, startTime: slot.time },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The customer asks, from the request on their dashboard, to move the visit.
  await customer.goto('/customer/dashboard?tab=bookings');
  const booking = customer.getByRole('list', { name: 'Booking requests' }).getByRole('listitem').first();
  await expect(booking).toContainText(`at ${slot.label}`);
  await booking.getByRole('button', { name: 'Messages' }).click();
  const thread = customer.getByRole('dialog');
  await expect(thread.getByText('No messages yet.', { exact: false })).toBeVisible();
  await thread.getByLabel('Your message').fill('Could we move this to Saturday instead?');
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText('Could we move this to Saturday instead?');
  await expectAccessible(customer);
  await thread.getByRole('button', { name: 'Close' }).click();

  // The owner sees one unread message in the header and on the tab, reads it with the pet's profile, and answers.
  await owner.goto(`/dashboard/business/${business.id}`);
  await expect(owner.getByRole('link', { name: '1 unread message' })).toBeVisible();
  const tab = owner.getByRole('tab', { name: /Booking Requests/ });
  await expect(tab).toContainText('1 unread message');
  await tab.click();
  const item = owner.getByRole('listitem').filter({ hasText: 'for Cleo Tester' });
  await item.getByRole('button', { name: /Messages/ }).click();
  const ownerThread = owner.getByRole('dialog');
  await expect(ownerThread.getByText('Could we move this to Saturday instead?')).toBeVisible();
  await ownerThread.getByText('Pets on this request: Biscuit').click();
  await expect(ownerThread.getByText('Medical notes: Allergic to chicken')).toBeVisible();
  await ownerThread.getByLabel('Your message').fill('Saturday at 10 AM works. See you then!');
  await ownerThread.getByRole('button', { name: 'Send message' }).click();
  await expect(ownerThread.getByRole('list', { name: 'Messages' })).toContainText('Saturday at 10 AM works.');
  // Read, the owner's badge is gone.
  await expect(owner.getByRole('link', { name: /unread message/ })).toHaveCount(0);

  // The customer has one unread message: in the header, on the tab and on the request; reading it clears them all.
  await customer.goto('/customer/dashboard');
  const badge = customer.getByRole('link', { name: '1 unread message' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(customer).toHaveURL(/\/customer\/dashboard\?tab=bookings$/);
  await expect(customer.getByRole('tab', { name: /Bookings/ })).toContainText('1 unread message');
  await expect(booking.getByRole('button', { name: 'Messages 1 unread' })).toBeVisible();
  await booking.getByRole('button', { name: /Messages/ }).click();
  await expect(customer.getByRole('dialog').getByText('Saturday at 10 AM works. See you then!')).toBeVisible();
  await expect(customer.getByRole('link', { name: /unread message/ })).toHaveCount(0);
  await customer.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(booking.getByRole('button', { name: 'Messages' })).toBeVisible();
  await expect(customer.getByRole('tab', { name: /Bookings/ })).not.toContainText('unread');
  for (const other of [owner, staff, customer]) await other.context().close();
});
