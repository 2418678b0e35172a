import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { verifiedOwnerBusiness } from './verified-owner.js';

/** The owner's Analytics tab: visitors' views and contact clicks per day in a chart, the table and a CSV file. */
test('the Analytics tab charts the day a visitor viewed and called, loads the chart only there, and downloads the CSV', async ({ browser, request, page, expectAccessible }) => {
  const { business, owner } = await verifiedOwnerBusiness(browser, request, 'veterinarian', 'philadelphia');

  // A visitor views the page and uses two contact actions (kept on the page: tel: has no handler, directions open a tab).
  const counted = (kind: string) =>
    page.waitForResponse((response) => response.url().endsWith(`/api/business/${business.id}/events`) && response.request().postData()?.includes(kind) === true);
  await Promise.all([counted('view'), page.goto(`/business/${business.id}`)]);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(() =>
    window.addEventListener('click', (event) => (event.target as Element).closest('a[href^="tel:"], a[target="_blank"]') && event.preventDefault(), true),
  );
  await Promise.all([counted('phone'), page.getByRole('link', { name: 'Call Now' }).click()]);
  await Promise.all([counted('directions'), page.getByRole('link', { name: /Get Directions/ }).click()]);

  // The owner's own visit is not counted; the chart's code is not loaded until the tab opens.
  const chartRequests: string[] = [];
  owner.on('request', (sent) => /analytics-chart|uPlot/i.test(sent.url()) && chartRequests.push(sent.url()));
  await owner.goto(`/business/${business.id}`);
  await owner.goto(`/dashboard/business/${business.id}`);
  await expect(owner.getByRole('tab', { name: 'Analytics' })).toBeVisible();
  expect(chartRequests).toEqual([]);
  await owner.getByRole('tab', { name: 'Analytics' }).click();

  const totals = owner.getByRole('list', { name: 'Totals for the period' });
  const tile = (label: string) => totals.getByRole('button', { name: new RegExp(`^${label}`) });
  await expect(tile('Profile views')).toContainText(/Profile views\s*1\s*None in the previous 30 days/);
  await expect(tile('Phone clicks')).toContainText('1');
  await expect(tile('Direction clicks')).toContainText('1');
  await expect(tile('Website clicks')).toContainText('0');
  await expect(tile('Profile views')).toHaveAttribute('aria-pressed', 'true');
  const chart = owner.getByTestId('analytics-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  expect(chartRequests.length).toBeGreaterThan(0);
  // The chart drew something: its canvas has coloured pixels besides the white background.
  const inked = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let teal = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3]! > 0 && pixels[i + 1]! > pixels[i]! + 40) teal++;
    return teal;
  });
  expect(inked).toBeGreaterThan(20);
  await tile('Direction clicks').click();
  await expect(tile('Direction clicks')).toHaveAttribute('aria-pressed', 'true');
  await expect(owner.getByText('Direction clicks per day')).toBeVisible();

  // The numbers as a table: today first.
  await owner.getByText('Show the numbers per day as a table').click();
  const table = owner.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').nth(1)).toHaveText(/^\w{3} \d{1,2}, \d{4}\s*1\s*1\s*0\s*1\s*0\s*0/);
  await expectAccessible(owner);

  // 90 days, then the CSV of that period.
  await owner.getByRole('button', { name: '90 days' }).click();
  await expect(table.getByRole('row')).toHaveCount(91);
  await expect(tile('Profile views')).toContainText('None in the previous 90 days');
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^analytics-${business.id}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('date,profile_views,phone_clicks,website_clicks,direction_clicks,booking_requests,new_reviews,average_rating');
  expect(lines).toHaveLength(91);
  expect(lines[90]).toMatch(/^\d{4}-\d{2}-\d{2},1,1,0,1,0,0,/);

  // On a phone the tiles and the chart fit the screen.
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(chart.locator('canvas')).toBeVisible();
  const width = await chart.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.screenshot({ path: test.info().outputPath('analytics-phone.png'), fullPage: true });
  await owner.context().close();
});
