import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Issue 14, parts 1 and 7: the search box with suggestions, the results page, and typing in results on page 2. */

async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search pet services, businesses and cities' });
const listbox = (page: Page) => page.getByRole('banner').getByRole('listbox');

test.describe('search box with suggestions (ARIA combobox)', () => {
  test('works from the keyboard: arrows, Escape, Enter', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    const box = headerBox(page);
    await box.focus();
    await box.pressSequentially('groo');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox(page).getByRole('option');
    await expect(options.first()).toContainText('Dog Grooming');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await box.press('ArrowDown');
    const first = await options.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', first!);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();

    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveValue('groo');
    await box.press('Escape');
    await expect(box).toHaveValue('');

    await box.pressSequentially('austi');
    const austin = listbox(page).getByRole('option', { name: 'Austin City · TX' });
    await expect(austin).toBeVisible();
    // Down until Austin is the active option, then Enter opens it.
    for (let i = 0; i < 10 && (await austin.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/city\/austin$/);
  });

  test('works with the mouse, and Enter without a choice searches the text', async ({ page }) => {
    await page.goto('/cities');
    await hydrated(page);
    const box = headerBox(page);
    await box.fill('veterin');
    await listbox(page).getByRole('option', { name: /^Veterinarian/ }).click();
    await expect(page).toHaveURL(/\/veterinarian$/);

    await headerBox(page).fill('grooming new york');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/dog-grooming\/new-york$/);
  });
});

test.describe('search results page', () => {
  test('shows matching providers with the listing filters, and passes axe', async ({ page, expectAccessible }) => {
    const response = await page.goto('/search?q=happy');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “happy”' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Providers' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await hydrated(page);
    await page.locator('#listing-filters').getByLabel('4+ stars').check();
    await expect(page).toHaveURL(/\/search\?q=happy&minRating=4$/);
    await expectAccessible();
  });

  test('says when nothing matches and offers the nearest matches', async ({ page }) => {
    await page.goto('/search?q=vetrinarian+qqqqzz');
    await expect(page.getByRole('heading', { name: 'No providers match “vetrinarian qqqqzz”' })).toBeVisible();
    await hydrated(page);
    await page.getByRole('list', { name: 'Suggestions' }).getByRole('link', { name: /^Veterinarian/ }).click();
    await expect(page).toHaveURL(/\/veterinarian$/);
  });
});

test.describe('search within results (part 7)', () => {
  test("on page 2, typing 'good boy' keeps focus and every letter in the box", async ({ page }) => {
    await page.goto('/dog-grooming/austin?page=2');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search dog grooming providers in Austin' });
    await box.click();
    // Slow enough for the typing pause to send a search after the first letter, as a person would.
    await box.pressSequentially('good boy', { delay: 400 });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('good boy');
    await expect(page).toHaveURL(/\/dog-grooming\/austin\?q=good\+boy$/);
  });

  test('a page past the last one goes to the last page', async ({ page }) => {
    const response = await page.goto('/dog-grooming/austin?page=99');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dog-grooming\/austin\?page=\d+$/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(99);
    await expect(page.getByRole('link', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No providers found')).toHaveCount(0);
  });
});

test.describe('hero suggestions (issue 24 item 5)', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px: a service with a city, never clipped, the active option plainly marked`, async ({ page }) => {
      await page.goto('/');
      // Signed-out header at full width tells the page is hydrated; then the width under test.
      await hydrated(page);
      await page.setViewportSize({ width, height: 900 });
      const box = page.getByRole('main').getByRole('combobox').first();
      const options = page.getByRole('main').getByRole('listbox').getByRole('option');
      await box.focus();
      // A long list: it reaches past the hero's bottom edge.
      await box.pressSequentially('groo');
      await expect(options.nth(4)).toBeVisible();
      await box.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      expect(await options.first().evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      // The last option is on top where it is drawn: not cut off by the hero nor under the next section. Not
      // scrolled into view first: that would scroll the clipping hero itself and hide the fault.
      const last = options.last();
      const onTop = await last.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(onTop).toBe(true);
      await page.screenshot({ path: `.tmp/e2e-hero-suggestions-${width}.png` });

      await box.fill('');
      await box.pressSequentially('dog grooming aus');
      await expect(options.first()).toContainText('Dog Grooming in Austin, TX');
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/dog-grooming\/austin$/);
    });
  }
});
