import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/**
 * axe-core (WCAG 2.1 A and AA) over the staff screen's own content: the page body and, when open, the dialog.
 * The shared header is left to the layout's own tests.
 */
async function expectStaffScreenAccessible(page: Page) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main');
  if (await page.getByRole('dialog').count()) builder = builder.include('[role="dialog"]');
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

test('staff approve a claim an owner just submitted, and the owner sees Verified Business', async ({ browser, page, request, allowConsoleError }) => {
  // A long journey (two accounts, three accessibility scans, the document's viewer tab) on a shared 2-core machine.
  test.slow();
  // Signed out, and then signed in as a mere owner, the staff API refuses (401, 403): Chromium logs both.
  allowConsoleError(/status of 40[13] \((Unauthorized|Forbidden)\) \(.*\/api\/admin\/queue\)$/);
  // The last unclaimed one of a list other journeys do not use, so no one else's claim sits on it.
  const listing = await (await request.get(apiPaths.serviceCity('dog-training', 'seattle', { pageSize: '50' }))).json();
  const unclaimed = (listing.businesses as { id: number; name: string; isClaimed: boolean }[]).filter((b) => !b.isClaimed).at(-1);
  expect(unclaimed, 'an unclaimed demo business in Seattle').toBeDefined();
  const business = unclaimed!;

  // The owner claims the business with a document.
  const ownerEmail = `claimant-${randomUUID()}@example.com`;
  await page.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent(`/business/${business.id}/claim`)}`);
  await signInOnProviderPage(page, { email: ownerEmail, firstName: 'Clara' });
  await expect(page.getByRole('heading', { name: 'Claim Your Business' })).toBeVisible();
  await page.getByLabel('Reason for Claiming').fill('I bought this salon last spring and run it every day.');
  await choose(page, 'Verification Method', 'Document Upload');
  await choose(page, 'Document Type', 'Business License');
  // A real one-page PDF, so the staff's viewer has a page to draw.
  const pdf = Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
      '4 0 obj<</Length 48>>stream',
      'BT /F1 24 Tf 40 100 Td (Salon license) Tj ET',
      'endstream endobj',
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
      'trailer<</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  );
  await page.getByLabel('Upload Document').setInputFiles({ name: 'salon license.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(toast(page, 'Claim Submitted')).toBeVisible();

  // A business owner is not staff: the page refuses, and so does the API behind it.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff Only' })).toBeVisible();

  // Staff, in their own browser session, sign in from the refusal screen and land back on /admin.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await staff.goto('/admin');
    await expect(staff.getByRole('heading', { name: 'Staff Sign-In Required' })).toBeVisible();
    await staff.getByRole('link', { name: 'Sign In' }).click();
    await signInOnProviderPage(staff, { email: STAFF_EMAIL, firstName: 'Sam' });
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(staff.getByRole('heading', { name: 'Review Queue' })).toBeVisible();
    await expectStaffScreenAccessible(staff);

    const claims = staff.getByRole('region', { name: /^Claims/ });
    const card = claims.getByRole('article', { name: business.name }).filter({ hasText: ownerEmail });
    await expect(card).toBeVisible();
    await expect(card.getByText(ownerEmail)).toBeVisible();
    await expect(card.getByText('I bought this salon last spring and run it every day.')).toBeVisible();
    await expect(card.getByText('Business license')).toBeVisible();
    // What staff need to decide: the listing as it is, and its page as it will appear.
    await expect(card.getByText('Services', { exact: true })).toBeVisible();
    await expect(card.getByText('Hours', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Preview the listing/ })).toHaveAttribute('href', `/business/${business.id}`);
    await card.screenshot({ path: test.info().outputPath('queue-card.png') });

    // The document opens in a new tab, in Chromium's PDF viewer (not a download), under a script-free sandbox.
    const [viewer] = await Promise.all([staff.waitForEvent('popup'), card.getByRole('link', { name: /Open document: salon license\.pdf/ }).click()]);
    await viewer.waitForLoadState();
    expect(viewer.url()).toMatch(/\/api\/admin\/documents\/[0-9a-f-]{36}$/);
    const headers = (await staff.request.get(viewer.url())).headers();
    expect(headers['content-disposition']).toBe('inline; filename="salon license.pdf"');
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Chromium's PDF viewer (an extension frame inside the tab) draws it, sandbox and all: shown, not saved.
    await expect.poll(() => viewer.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
    await viewer.waitForTimeout(1000);
    await viewer.screenshot({ path: test.info().outputPath('document-viewer.png') });
    await viewer.close();

    await card.getByRole('button', { name: `Approve claim for ${business.name}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Approve this claim?' });
    await expect(dialog.getByText(`Clara Tester will become the verified owner of ${business.name}.`, { exact: false })).toBeVisible();
    await expectStaffScreenAccessible(staff);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(staff, 'Approved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(claims.getByRole('article').filter({ hasText: ownerEmail })).toHaveCount(0);

    // The owner was told by email: with no SMTP configured, staff read it in the outbox.
    await staff.getByRole('link', { name: 'Email outbox' }).click();
    await expect(staff.getByRole('heading', { name: 'Email Outbox' })).toBeVisible();
    await expect(staff.getByText('Email is not configured (SMTP_URL is not set)', { exact: false })).toBeVisible();
    const approvedMail = staff.getByRole('article', { name: `Your claim for ${business.name} was approved` });
    await expect(approvedMail.getByText(`To: ${ownerEmail}`)).toBeVisible();
    await expectStaffScreenAccessible(staff);
  } finally {
    await staffContext.close();
  }

  // The owner's dashboard now lists the business as theirs, verified.
  await page.goto('/dashboard/business');
  await expect(page).toHaveURL(/\/dashboard\/business\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByText('Verified Business')).toBeVisible();
  await expect(page.getByText('Pending Verification')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Claims' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Claims' }).getByText('Approved')).toBeVisible();
});
