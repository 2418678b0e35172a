import { randomUUID } from 'node:crypto';
import { apiPaths } from '#shared/api-paths.js';
import { firstOpenSlot } from './booking-slot.js';
import { expect, test } from './fixtures.js';
import { signIn, verifiedOwnerBusiness } from './verified-owner.js';

test('a customer reports a conversation from its dialog; staff read the thread in the queue and resolve the report', async ({ browser, request, expectAccessible }) => {
  test.setTimeout(120_000);
  const { business, owner, staff } = await verifiedOwnerBusiness(browser, request, 'doggy-daycare', 'chicago');
  const customer = await signIn(browser, 'customer', '/customer/dashboard', { email: `conversation-report-${randomUUID()}@example.com`, firstName: 'Remy' });
  const pet = await customer.request.post(apiPaths.customerPets, { data: { name: 'Pepper', type: 'dog', breed: 'Boxer', age: 4 } });
  expect(pet.status()).toBe(201);
  const slot = await firstOpenSlot(request, business.id);
  const sent = await customer.request.post(apiPaths.bookingRequests(business.id), {
    data: { serviceId: (await (await request.get(apiPaths.business(business.id))).json()).services[0].id, petIds: [(await pet.json()).id], preferredDate: slot.date, startTime: slot.time },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const requestId: number = (await sent.json()).bookingRequest.id;
  const ownerMessage = `Pay me by wire transfer first, ref ${randomUUID().slice(0, 8)}`;
  expect((await owner.request.post(apiPaths.bookingConversation(requestId), { data: { body: ownerMessage } })).status()).toBe(201);

  await customer.goto('/customer/dashboard?tab=bookings');
  const booking = customer.getByRole('list', { name: 'Booking requests' }).getByRole('listitem').first();
  await booking.getByRole('button', { name: /Messages/ }).click();
  const thread = customer.getByRole('dialog');
  await expect(thread.getByText(ownerMessage)).toBeVisible();
  await thread.getByRole('button', { name: 'Report this conversation' }).click();
  const form = thread.getByRole('form', { name: 'Report this conversation' });
  // Sending without a reason is refused in the form.
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Please choose why you are reporting this conversation.')).toBeVisible();
  await form.getByLabel('Why are you reporting it?').selectOption({ label: 'Scam, or asking to pay outside the site' });
  await form.getByLabel('Details (optional)').fill('Asked me to wire money before the visit.');
  await expectAccessible(customer);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(thread.getByText('Thank you: our team will read this conversation')).toBeVisible();

  // Staff see it in the queue with who reported, why, and the thread; resolving it takes it off the queue.
  await staff.goto('/admin');
  const card = staff.getByRole('article').filter({ hasText: `booking request #${requestId}` });
  await expect(card).toContainText('Scam, or asking to pay outside the site');
  await expect(card).toContainText('Remy');
  await expect(card).toContainText('Asked me to wire money before the visit.');
  await expect(card.getByRole('list', { name: `Messages of request #${requestId}` })).toContainText(ownerMessage);
  await expectAccessible(staff);
  await card.getByRole('button', { name: 'Resolved' }).click();
  await expect(card).toHaveCount(0);
  for (const other of [owner, staff, customer]) await other.context().close();
});
