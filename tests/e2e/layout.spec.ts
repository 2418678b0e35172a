import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** The readable cookie the server sets beside the session: without it the browser never asks for a session. */
async function hintSignedIn(page: Page) {
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3210');
  await page.context().addCookies([{ name: 'signed_in', value: '1', domain: url.hostname, path: '/' }]);
  // The session is faked, so the header's unread-messages read is answered here too (the server would say 401).
  await page.route('**/api/booking-requests/unread', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ total: 0, asCustomer: 0, businesses: [] }) }),
  );
}

const customer = {
  type: 'customer',
  user: { id: 1, firstName: 'ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, address: null, city: null, state: null, zipCode: null, profileImageUrl: null },
  isStaff: false,
};

test('header and footer carry every link they should', async ({ page }) => {
  await page.goto('/cities');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services');
  await expect(header.getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/cities');
  await expect(header.getByRole('link', { name: 'List Your Business' })).toHaveAttribute('href', '/list-business');
  await expect(header.getByText('Pet Services', { exact: true })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of ['/dog-grooming', '/veterinarian', '/dog-training', '/pet-boarding', '/services', '/dog-grooming/austin', '/dog-grooming/denver', '/dog-grooming/seattle', '/dog-grooming/miami', '/cities', '/sitemap.xml']) {
    expect(hrefs).toContain(href);
  }
  await expect(footer).toContainText('Connecting pet owners with trusted local service providers across the United States.');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  for (const text of ['Advertise', 'Contact Us', 'Privacy Policy', 'Terms of Service']) await expect(footer.getByText(text)).toBeVisible();
});

test('the header shows a disabled Loading... button until the session answers, then the Sign In menu', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await hintSignedIn(page);
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Not signed in"}' });
  });
  await page.goto('/');
  const loading = page.getByRole('banner').getByRole('button', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  release();
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  // Keyboard: open the menu and walk its items.
  await signIn.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Customer Login/ })).toContainText('Find services');
  await expect(menu.getByRole('menuitem', { name: /Business Login/ })).toContainText('Manage business');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /Business Login/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/business\/login$/);
});

test('a signed-in customer sees the account menu and signs out through the logout address', async ({ page }) => {
  await hintSignedIn(page);
  await page.route('**/api/auth/user', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(customer) }));
  await page.route('**/api/auth/customer/logout', (route) => route.fulfill({ status: 302, headers: { location: '/' } }));
  await page.goto('/services');
  const trigger = page.getByRole('button', { name: 'Customer Account menu: ada' });
  await expect(trigger).toContainText('A');
  await trigger.click();
  await expect(page.getByRole('menu')).toContainText('Customer Account');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/customer/dashboard');
  await expect(page.getByRole('menuitem', { name: 'Staff Review' })).toHaveCount(0);
  const logout = page.waitForRequest('**/api/auth/customer/logout');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await logout;
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in business owner sees the owner menu with the green badge', async ({ page }) => {
  const owner = { type: 'business_owner', user: { ...customer.user, firstName: null, profileImageUrl: null }, isStaff: true };
  await hintSignedIn(page);
  await page.route('**/api/auth/user', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(owner) }));
  await page.goto('/cities');
  const trigger = page.getByRole('button', { name: /^Business Owner menu: User/ });
  await expect(trigger).toContainText('U');
  await expect(trigger.getByLabel('Business owner')).toBeVisible();
  await trigger.click();
  await expect(page.getByRole('menu')).toContainText('Business Owner');
  await expect(page.getByRole('menuitem', { name: 'Business Dashboard' })).toHaveAttribute('href', '/dashboard/business');
  // Staff also get the way to the review queue.
  await expect(page.getByRole('menuitem', { name: 'Staff Review' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the collapsed menu opens, navigates and closes', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'All Services' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: /Customer Login/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible();
    await menu.getByRole('link', { name: 'Cities' }).click();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Pet Services by City' })).toBeVisible();
  });
});

test('client navigation keeps the page (no reload), updates the title and the back button restores', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('banner').getByRole('link', { name: 'Cities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Services by City' })).toBeVisible();
  await expect(page).toHaveTitle('Pet Services by City | PawFinder');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cities$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Trusted Pet Services Near You' })).toBeVisible();
});

test('the 404 page answers HTTP 404 with its text', async ({ page, allowConsoleError, expectAccessible }) => {
  allowConsoleError(/status of 404 \(Not Found\) \(.*\/no\/such\/page\)$/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible();
});
