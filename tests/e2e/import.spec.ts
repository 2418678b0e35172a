import { randomInt, randomUUID } from 'node:crypto';
import { apiPaths } from '#shared/api-paths.js';
import { expect, expectAccessible, signInOnProviderPage, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

/** A phone no demo listing has (they use 555-01xx only). */
const phone = () => `(512) ${randomInt(700, 800)}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;

test('staff upload a CSV, read the dry run, apply it, and the listing is public', async ({ page, request, allowConsoleError }) => {
  // Signed out, the staff API behind the screen answers 401 (Chromium logs it) before the sign-in.
  allowConsoleError(/status of 401 \(Unauthorized\) \(.*\/api\/admin\/queue\)$/);
  const token = randomUUID().slice(0, 8);
  const good = `Import Groomers ${token}`;
  const csv = [
    '\ufeffname,address,city,state,zip,phone,services,hours,price_min,price_max,description,mobile',
    `"${good}",120 Congress Ave,Austin,TX,78701,${phone()},dog-grooming,"Mon-Fri 9AM-6PM; Sat 10AM-2PM",40,90,"Baths, trims and nails",no`,
    `Bad Phone ${token},5 Oak St,Austin,TX,78701,123,dog-grooming,,,,,no`,
    `"Import Walkers ${token}",9 Elm St,Austin,TX,78702,${phone()},Dog Walking,,25,,"Walks,\r\nhikes",yes`,
  ].join('\r\n');

  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { name: 'Staff Sign-In Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await signInOnProviderPage(page, { email: STAFF_EMAIL, firstName: 'Sam' });
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole('heading', { name: 'Import Listings' })).toBeVisible();
  // The staff screens link to each other.
  await page.getByRole('link', { name: 'Review queue' }).click();
  await page.getByRole('navigation', { name: 'Staff screens' }).getByRole('link', { name: 'Import listings' }).click();
  await expect(page.getByRole('heading', { name: 'Import Listings' })).toBeVisible();

  await page.getByLabel(/CSV file/).setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'Dry run: nothing was written' })).toBeVisible();
  const refused = page.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row').nth(1)).toContainText('3');
  await expect(refused.getByRole('row').nth(1)).toContainText('phone');
  await expect(refused).toContainText('valid 10-digit US phone number');
  await expectAccessible(page);

  // Nothing is public before the import is applied.
  const find = async (name: string) => {
    const answer = await request.get(apiPaths.serviceCity('dog-grooming', 'austin', { q: name }));
    return ((await answer.json()).businesses as { id: number; name: string; isClaimed: boolean; isVerified: boolean }[]).find((b) => b.name === name);
  };
  expect(await find(good)).toBeUndefined();

  await page.getByRole('button', { name: 'Import 2 new listings' }).click();
  await expect(page.getByRole('heading', { name: 'Import done' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  const listed = await find(good);
  expect(listed).toMatchObject({ isClaimed: false, isVerified: false });
  await page.goto(`/business/${listed!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: good })).toBeVisible();
  await expect(page.getByText('Baths, trims and nails')).toBeVisible();
});
