import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * Issue 12, item 2, in a real browser: one form pattern. Messages sit under their fields (which are marked invalid
 * and described by them), the first refused field takes focus, a server refusal that names a field lands on it, a
 * refusal that names none stays by the submit button, and the submit button shows its progress. Toasts carry
 * outcomes only.
 */

/** Signs in on the built-in provider as a new account of `kind` and lands on `returnTo`. */
async function signInAs(page: Page, kind: 'business' | 'customer', returnTo: string, firstName: string) {
  await page.goto(`/api/auth/${kind}/google?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(`${firstName.toLowerCase()}-${randomUUID()}@example.com`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Former');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.selectOption({ label: option });
}

/** A refused control: marked invalid, and its description (hint and message) ends with the message. */
async function expectRefused(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/**
 * Clicks `submit` while the request to `url` is held (its JSON body rewritten on the way): the button says it is
 * busy and cannot be pressed again; then lets the request go.
 */
async function submitHeld(page: Page, submit: Locator, url: string, rewrite: (body: Record<string, unknown>) => void = () => {}) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent!: () => void;
  const continued = new Promise<void>((resolve) => (sent = resolve));
  await page.route(url, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    rewrite(body);
    await held;
    await route.continue({ postData: JSON.stringify(body) });
    sent();
  });
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  release();
  await continued;
  await page.unroute(url);
}

test('the listing and dashboard forms: messages under fields, focus, a server refusal on its field, progress', async ({ browser, page, allowConsoleError }) => {
  test.slow();
  // The two refusals the server answers on purpose (the browser logs each failed request).
  allowConsoleError(/status of 400 \(Bad Request\)/);
  await signInAs(page, 'business', '/list-business', 'Fern');
  const listIt = page.getByRole('button', { name: 'List My Business' });
  const name = page.getByLabel('Business Name');
  const phone = page.getByLabel('Phone Number');
  const city = page.getByRole('combobox', { name: 'City' });
  const method = page.getByRole('combobox', { name: 'Verification Method' });

  // Every message at once, each under its own field; the first field takes focus; no toast.
  await listIt.click();
  await expect(name).toBeFocused();
  await expectRefused(name, 'Please enter your business name.');
  await expectRefused(phone, 'Please enter your business phone number.');
  await expectRefused(page.getByLabel('Business Address'), 'Please enter your business address.');
  await expectRefused(city, 'Please select your city.');
  await expectRefused(method, 'Please select a verification method.');
  await expect(page.getByRole('group', { name: 'Services Offered' })).toHaveAccessibleDescription('Please select at least one service you provide.');
  await expect(toasts(page)).toHaveCount(0);

  // A message goes as soon as its field is right; focus moves to the next refused field.
  const businessName = `Fern's Vet ${randomUUID().slice(0, 6)}`;
  await name.fill(businessName);
  await expect(name).not.toHaveAttribute('aria-invalid');
  await phone.fill('555');
  await listIt.click();
  await expect(phone).toBeFocused();
  await expectRefused(phone, 'Please enter a valid 10-digit US phone number, for example (512) 555-0123.');

  await phone.fill('(305) 555-0742');
  await page.getByLabel('Business Address').fill('88 Ocean Dr, Miami, FL 33139');
  await pick(page, city, 'Miami, FL');
  await page.getByRole('checkbox', { name: 'Veterinarian' }).check();
  await page.getByLabel('Starting Price ($)').fill('40');
  await page.getByLabel('Maximum Price ($)').fill('90');
  await pick(page, method, 'Phone Verification');
  await page.getByLabel('Business Phone').fill('(305) 555-0743');

  // Only the server knows which cities exist: it refuses one that does not, naming the field, and the refusal
  // lands on the City select. While the request is out the button is busy.
  await submitHeld(page, listIt, '**/api/business/create', (body) => {
    (body.business as Record<string, unknown>).cityId = 2_000_000_000;
  });
  await expectRefused(city, 'Unknown city');
  await expect(city).toBeFocused();
  await expect(listIt).toBeEnabled();
  await expect(toasts(page)).toHaveCount(0);

  // The outcome is the toast.
  await pick(page, city, 'Miami, FL');
  await listIt.click();
  await expect(toasts(page).getByText('Business Listed Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/business\/\d+$/);
  // The address changes before the dashboard renders: wait for its heading, not just the URL.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName);

  // Staff cannot reject it without a reason: the message is under the reason, which takes focus.
  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await staff.goto(`/api/auth/business/google?returnTo=${encodeURIComponent('/admin')}`);
    await staff.getByLabel('Email').fill('e2e-staff@example.com');
    await staff.getByLabel('First name').fill('Sam');
    await staff.getByLabel('Last name').fill('Staff');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('button', { name: `Reject listing for ${businessName}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject this listing' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByLabel('Reason for rejection')).toBeFocused();
    await expectRefused(dialog.getByLabel('Reason for rejection'), 'Please give a reason for the rejection.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await staffContext.close();
  }

  // The dashboard: the shared schema checks the edit before it is sent.
  await page.getByRole('button', { name: 'Edit Business' }).click();
  const editPhone = page.getByLabel('Phone', { exact: true });
  await editPhone.fill('12');
  // The header's Save Changes (the form repeats it at its bottom).
  const save = page.getByRole('button', { name: 'Save Changes' }).first();
  await save.click();
  await expect(editPhone).toBeFocused();
  await expectRefused(editPhone, 'Please enter a valid 10-digit US phone number, for example (512) 555-0123.');

  // The order of the prices is checked against the stored maximum by the server alone (a save that leaves the
  // maximum out): its refusal names the starting price, and lands there instead of in an 'Update Failed' toast.
  await editPhone.fill('(305) 555-0742');
  const startingPrice = page.getByLabel('Starting Price ($)');
  await startingPrice.fill('50');
  await submitHeld(page, save, '**/api/business/*', (body) => {
    body.priceMin = 500;
    delete body.priceMax;
  });
  await expectRefused(startingPrice, 'Minimum price cannot be more than the maximum');
  await expect(startingPrice).toBeFocused();
  await expect(toasts(page).getByText('Update Failed')).toHaveCount(0);
  await save.click();
  await expect(toasts(page).getByText('Business Updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Business' })).toBeVisible();
});

test('the pet dialog focuses a refused select, and a busy dialog cannot be closed', async ({ page }) => {
  await signInAs(page, 'customer', '/customer/dashboard', 'Pia');
  await page.getByRole('button', { name: 'Add a Pet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Pet' });
  const addPet = dialog.getByRole('button', { name: 'Add Pet' });
  await addPet.click();
  await expect(dialog.getByLabel('Pet Name *')).toBeFocused();
  await expectRefused(dialog.getByLabel('Pet Name *'), 'Pet name is required');

  // The select takes focus like a text box does.
  await dialog.getByLabel('Pet Name *').fill('Mochi');
  await addPet.click();
  const type = dialog.getByRole('combobox', { name: 'Pet Type *' });
  await expect(type).toBeFocused();
  await expectRefused(type, 'Pet type is required');

  await pick(page, type, 'Cat');
  await dialog.getByLabel('Breed *').fill('Siamese');
  await dialog.getByLabel('Age (years) *').fill('2');
  // While the pet is saved, Escape does not close the dialog (the save would be lost from sight).
  await page.route(
    '**/api/customer/pets',
    async (route) => {
      await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await route.continue();
    },
    { times: 1 },
  );
  await addPet.click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'My Pets' }).click();
  await expect(page.getByRole('heading', { name: 'Mochi' })).toBeVisible();
});

test('a claim refused without a field shows its reason by the submit button, not in a toast', async ({ page, request, allowConsoleError }) => {
  test.slow();
  allowConsoleError(/status of 409 \(Conflict\)/);
  const listing = await (await request.get('/api/service/veterinarian/miami?pageSize=50')).json();
  const business = (listing.businesses as { id: number; isClaimed: boolean }[]).find((b) => !b.isClaimed);
  expect(business, 'an unclaimed demo business in Miami').toBeDefined();
  const claimPath = `/business/${business!.id}/claim`;
  await signInAs(page, 'business', claimPath, 'Cleo');

  // A document over 10MB is refused under the file field as soon as it is chosen.
  const method = page.getByRole('combobox', { name: 'Verification Method' });
  await pick(page, method, 'Document Upload');
  const upload = page.getByLabel('Upload Document');
  await upload.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
  await expectRefused(upload, 'Please upload a file smaller than 10MB.');
  await expect(page.getByTestId('chosen-document')).toHaveCount(0);

  const fill = async (claimPage: Page) => {
    await claimPage.getByLabel('Reason for Claiming').fill('I am the practice manager here.');
    await pick(claimPage, claimPage.getByRole('combobox', { name: 'Verification Method' }), 'Phone Verification');
    await claimPage.getByLabel('Business Phone').fill('(305) 555-0150');
  };
  await fill(page);

  // The same owner claims it in another tab first; this tab's claim is then refused (409) and says why in the form.
  const other = await page.context().newPage();
  await other.goto(claimPath);
  await fill(other);
  await other.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(other).toHaveURL(/\/dashboard\/business$/);
  await other.close();

  await page.getByRole('button', { name: 'Submit Claim' }).click();
  const alert = page.getByRole('form', { name: 'Claim this business' }).getByRole('alert');
  await expect(alert).toContainText('Claim Failed');
  await expect(alert).toContainText('You already have a pending claim for this business.');
  await expect(toasts(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${claimPath}$`));
});
