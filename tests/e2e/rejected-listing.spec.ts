import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';
import { signIn } from './verified-owner.js';

const STAFF_EMAIL = 'e2e-staff@example.com';
const REASON = 'We could not reach the business at the phone number given, and the address does not match the city listed.';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Issue 28 item 6: the badge said 'Pending Verification' beside 'Not approved', the reason was a one-word column at
// 390 px and 'Resubmit for Review' covered the notice, offered before anything changed.
test('a rejected listing on a phone: one status, a readable reason, Resubmit only after a change and never over the notice', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const cities = (await (await request.get(apiPaths.cities)).json()) as { id: number; slug: string }[];
  const services = (await (await request.get(apiPaths.services)).json()) as { id: number }[];
  const austin = cities.find((city) => city.slug.startsWith('austin'))!;
  const owner = await signIn(browser, 'business_owner', '/dashboard/business', { email: `rejected-${randomUUID()}@example.com`, firstName: 'Rae' });
  const name = `Muddy Paws ${randomUUID().slice(0, 8)}`;
  const created = await owner.request.post(apiPaths.createBusiness, {
    data: {
      business: { name, address: '500 Congress Ave', phone: '(512) 555-0142', cityId: austin.id, serviceIds: [services[0]!.id] },
      verification: { verificationMethod: 'phone', verificationData: { phone: '(512) 555-0142' } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const businessId = ((await created.json()) as { business: { id: number } }).business.id;

  const staff = await signIn(browser, 'customer', '/admin', { email: STAFF_EMAIL, firstName: 'Sam' });
  const queue = (await (await staff.request.get(apiPaths.admin.queue)).json()) as { listings: { items: { id: number; business: { id: number } }[] } };
  const claim = queue.listings.items.find((item) => item.business.id === businessId)!;
  expect((await staff.request.post(apiPaths.admin.reject(claim.id), { data: { reason: REASON } })).status()).toBe(200);

  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto(`/dashboard/business/${businessId}`);
  await expect(owner.getByRole('heading', { name })).toBeVisible();
  const notice = owner.getByRole('status').filter({ hasText: REASON });
  await expect(notice).toBeVisible();
  // One status: the badge agrees with the notice.
  await expect(owner.getByText('Pending Verification')).toHaveCount(0);
  await expect(owner.locator('main header').getByText('Not approved', { exact: true })).toBeVisible();
  await expect(notice.getByText('Not approved', { exact: true })).toBeVisible();
  // Nothing changed yet: no Resubmit, and the notice says what to do first.
  await expect(owner.getByRole('button', { name: 'Resubmit for Review' })).toHaveCount(0);
  await expect(notice).toContainText('Once you have saved a change, you can resubmit');

  // The reason reads as a paragraph, not a one-word column.
  const reason = notice.getByText(REASON, { exact: false });
  expect((await box(reason)).width).toBeGreaterThan(250);

  // After a change the notice names it and offers Resubmit, under the text and inside the notice.
  const edited = await owner.request.patch(apiPaths.business(businessId), { data: { phone: '(512) 555-0177' } });
  expect(edited.status(), await edited.text()).toBe(200);
  await owner.reload();
  const resubmit = notice.getByRole('button', { name: 'Resubmit for Review' });
  await expect(resubmit).toBeVisible();
  await expect(notice).toContainText('Changed since it was not approved: Phone.');
  const noticeBox = await box(notice);
  const reasonBox = await box(reason);
  const buttonBox = await box(resubmit);
  expect(reasonBox.width).toBeGreaterThan(250);
  expect(overlaps(buttonBox, reasonBox)).toBe(false);
  expect(overlaps(buttonBox, await box(notice.getByText('Changed since it was not approved')))).toBe(false);
  expect(buttonBox.y).toBeGreaterThanOrEqual(noticeBox.y);
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(noticeBox.y + noticeBox.height);

  await resubmit.click();
  await expect(owner.getByText('Pending Review', { exact: true }).first()).toBeVisible();
});
