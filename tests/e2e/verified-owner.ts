import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

export async function signIn(browser: Browser, account: 'customer' | 'business_owner', returnTo: string, person: { email: string; firstName: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${apiPaths.signIn[account]}?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`));
  return page;
}

/**
 * An unclaimed demo business of a list no other journey uses becomes one with a verified owner: the owner claims
 * it, staff approve the claim. Answers the business, the owner's and staff's signed-in pages.
 */
export async function verifiedOwnerBusiness(browser: Browser, request: APIRequestContext, service: string, city: string) {
  const listing = await (await request.get(apiPaths.serviceCity(service, city, { pageSize: '50' }))).json();
  const business = (listing.businesses as { id: number; name: string; isClaimed: boolean }[]).find((b) => !b.isClaimed)!;
  expect(business, `an unclaimed demo business in ${city}`).toBeDefined();
  const ownerEmail = `booking-owner-${randomUUID()}@example.com`;
  const owner = await signIn(browser, 'business_owner', '/dashboard/business', { email: ownerEmail, firstName: 'Bea' });
  const claim = await owner.request.post(apiPaths.claimBusiness(business.id), {
    data: { claimReason: 'I run this business.', verificationMethod: 'phone', verificationData: { phone: '(303) 555-0142' } },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const claimId = ((await claim.json()) as { claim: { id: number } }).claim.id;
  const staff = await signIn(browser, 'customer', '/admin', { email: STAFF_EMAIL, firstName: 'Sam' });
  expect((await staff.request.post(apiPaths.admin.approve(claimId))).status()).toBe(200);
  return { business, owner, ownerEmail, staff };
}

