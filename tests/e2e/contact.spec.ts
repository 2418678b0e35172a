import { randomUUID } from 'node:crypto';
import { apiPaths } from '#shared/api-paths.js';
import { CONTACT_MESSAGES } from '#shared/contact.js';
import { expect, signInOnProviderPage, test } from './fixtures.js';

/** The staff address the e2e server lists in ADMIN_EMAILS (playwright.config.ts). */
const STAFF_EMAIL = 'e2e-staff@example.com';

test('a visitor writes to the team from the footer, and staff read it in Messages and the outbox', async ({ browser, page, expectAccessible }) => {
  await page.goto('/cities');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expectAccessible();

  // Sent empty: each field says what it needs, the first one takes focus.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.emailInvalid)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('general');
  await expect(page.getByLabel('Your name')).toBeFocused();
  // The bots' field is off screen and hidden from assistive technology: no field a person meets.
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  await expect(page.getByLabel('Leave this field empty')).not.toBeInViewport();

  const email = `visitor-${randomUUID()}@example.com`;
  const text = `Your page for Happy Paws lists the old phone number (${randomUUID().slice(0, 8)}).`;
  await page.getByLabel('Your name').fill('Robin Park');
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'My business listing' });
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeVisible();
  await expectAccessible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/admin')}`);
    await signInOnProviderPage(staff, { email: STAFF_EMAIL, firstName: 'Sam' });
    await staff.getByRole('navigation', { name: 'Staff screens' }).getByRole('link', { name: 'Messages' }).click();
    await expect(staff.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    const card = staff.getByRole('article').filter({ hasText: email });
    await expect(card.getByRole('heading', { name: 'My business listing' })).toBeVisible();
    await expect(card.getByText(text)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', new RegExp(`^mailto:${email}`));

    await staff.goto('/admin/outbox');
    const mail = staff.getByRole('article').filter({ hasText: email });
    await expect(mail.getByRole('heading', { name: 'Contact form: My business listing from Robin Park' })).toBeVisible();
    await expect(mail.getByText('To: support@example.com')).toBeVisible();

    // The listing form's 'Need Help?' card gives the same contacts (SUPPORT_EMAIL, SUPPORT_PHONE) and the form.
    await staff.goto('/list-business');
    const help = staff.getByRole('region', { name: 'Need Help?' });
    await expect(help.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(help.getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:8005550123');
    await help.getByRole('link', { name: 'Write to us' }).click();
    await expect(staff.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  } finally {
    await staffContext.close();
  }
});

test('the advertise page asks about advertising, and the legal pages open from the footer', async ({ page, expectAccessible }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Advertise' }).click();
  await expect(page.getByRole('heading', { name: 'Advertise With Us', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('advertising');

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('analytics', { exact: false }).first()).toBeVisible();
  await expectAccessible();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Terms of Service \| /);
});

test('the form works without JavaScript: the browser checks the fields and posts it, the server confirms', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/advertise');
    const email = `no-script-${randomUUID()}@example.com`;
    await page.getByLabel('Your name').fill('Lee Chan');
    await page.getByLabel('Your email').fill(email);
    await page.getByLabel('Message').fill('A spring campaign for our kennels?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/advertise\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeVisible();
  } finally {
    await context.close();
  }
});
