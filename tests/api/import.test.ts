import { Readable } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, cities } from '../../src/server/db/schema.js';
import { importListings } from '../../src/server/import/import-listings.js';
import { importStreamLineSchema, type ImportReport } from '#shared/import.js';
import { apiPaths } from '#shared/api-paths.js';
import { createCity, createService, uniqueToken } from '../helpers/factories.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let staff: TestUser;
let owner: TestUser;
let town: { name: string; slug: string };
let service: { name: string; slug: string; id: number };
let other: { name: string; slug: string; id: number };
/** A prefix of this file's source ids and names, so counts see only its own rows. */
const run = uniqueToken();
const STAFF_EMAIL = `import-staff-${run}@example.com`;

/** A valid phone no other row has: the demo data uses 555-01xx only. */
let phoneSeq = 2000;
const phone = () => `(512) 720-${String(phoneSeq++).padStart(4, '0')}`;

const HEADER = 'Name,Address,City,State,ZIP,Phone,Website,Services,Hours,Price Min,Price Max,Description,Mobile,Source ID';
const csvLine = (cells: (string | number)[]) => cells.map((cell) => (/[",\r\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(',');

type Row = { name: string; address?: string; city?: string; state?: string; zip?: string; phone: string; services?: string; hours?: string; min?: string; max?: string; description?: string; mobile?: string; source?: string };
const line = (row: Row) =>
  csvLine([
    row.name,
    row.address ?? '120 Main St',
    row.city ?? town.name,
    row.state ?? 'TX',
    row.zip ?? '78701',
    row.phone,
    'https://example.com',
    row.services ?? service.slug,
    row.hours ?? 'Mon-Fri 9AM-6PM; Sat 10AM-2PM',
    row.min ?? '40',
    row.max ?? '80',
    row.description ?? '',
    row.mobile ?? 'no',
    row.source ?? '',
  ]);
const file = (rows: Row[], { bom = false, eol = '\n' } = {}) => `${bom ? '\ufeff' : ''}${[HEADER, ...rows.map(line)].join(eol)}${eol}`;

const importText = async (text: string, options: { apply: boolean; addCities?: boolean }) => {
  const { report } = await importListings(ctx.deps.db, Readable.from([Buffer.from(text)]), { addCities: false, ...options });
  return report;
};
const ours = async () => ctx.deps.db.select().from(businesses).where(like(businesses.sourceId, `${run}-%`));

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF_EMAIL });
  staff = await signIn(ctx.deps, 'customer', { email: STAFF_EMAIL });
  owner = await signIn(ctx.deps, 'business_owner');
  const token = uniqueToken();
  town = await createCity(ctx.deps.db, { name: `Importville${token}`, state: 'TX' });
  service = await createService(ctx.deps.db, { name: `Import Grooming ${token}` });
  other = await createService(ctx.deps.db, { name: `Import Walking ${token}` });
}, 60_000);

describe('CSV import: reading the file', () => {
  it('reads quoted fields, embedded commas, quotes and line breaks, a BOM and CRLF, and names the line of a bad row in the middle', async () => {
    const rows: Row[] = [
      { name: `Paws, Claws & "Co" ${run}`, phone: phone(), description: 'Line one,\r\nline two', source: `${run}-q1` },
      { name: `Bad Phone ${run}`, phone: '123', source: `${run}-q2` },
      { name: `Good After ${run}`, phone: phone(), services: `${service.name}; ${other.slug}`, source: `${run}-q3` },
    ];
    const text = file(rows, { bom: true, eol: '\r\n' });
    const dry = await importText(text, { apply: false });
    expect(dry).toMatchObject({ applied: false, rows: 3, created: 2, refused: 1, duplicates: 0 });
    // The header is line 1, the first row spans lines 2-3 (its description holds a line break), the bad row is line 4.
    expect(dry.problems).toEqual([{ line: 4, column: 'phone', message: expect.stringContaining('valid 10-digit US phone number') }]);
    expect(await ours()).toHaveLength(0);

    const applied = await importText(text, { apply: true });
    expect(applied).toMatchObject({ applied: true, rows: 3, created: 2, refused: 1 });
    const written = await ours();
    expect(written.map((row) => row.name).sort()).toEqual([`Good After ${run}`, `Paws, Claws & "Co" ${run}`]);
    const paws = written.find((row) => row.name.startsWith('Paws'))!;
    expect(paws.description).toBe('Line one,\r\nline two');
    expect(paws).toMatchObject({ status: 'approved', isClaimed: false, isVerified: false, ownerId: null, address: `120 Main St, ${town.name}, TX 78701` });
    // Placed by its ZIP code.
    expect(paws.latitude).toBeCloseTo(30.27, 1);

    // Public: its page's data answers, unclaimed and unverified, with both services.
    const good = written.find((row) => row.name.startsWith('Good'))!;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/business/${good.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().business).toMatchObject({ isClaimed: false, isVerified: false, priceMin: 40, priceMax: 80 });
    expect([...page.json().business.services].sort()).toEqual([service.name, other.name].sort());
    // In the sitemap.
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const parts = [...sitemap.body.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
    const bodies = parts.length > 0 ? await Promise.all(parts.map(async (part) => (await ctx.app.inject({ method: 'GET', url: part })).body)) : [sitemap.body];
    expect(bodies.some((body) => body.includes(`/business/${good.id}<`))).toBe(true);

    // A re-run of the same file changes nothing.
    const again = await importText(text, { apply: true });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 1, duplicates: 0 });
    expect(await ours()).toHaveLength(2);
  });

  it('refuses each bad cell with its column: address without a number, unknown city and service, prices out of order, unreadable hours, mobile', async () => {
    const report = await importText(
      file([
        { name: `No Number ${run}`, address: 'Main Street', phone: phone() },
        { name: `Nowhere ${run}`, city: 'Atlantis Springs', phone: phone() },
        { name: `Unknown Service ${run}`, services: 'Dragon Sitting', phone: phone() },
        { name: `Prices ${run}`, min: '90', max: '20', phone: phone() },
        { name: `Hours ${run}`, hours: 'whenever we feel like it', phone: phone() },
        { name: `Mobile ${run}`, mobile: 'sometimes', phone: phone() },
        { name: `Zip ${run}`, zip: '80202', phone: phone() },
      ]),
      { apply: true },
    );
    expect(report.refused).toBe(7);
    expect(report.created).toBe(0);
    const columns = Object.fromEntries(report.problems.map((problem) => [problem.line, problem.column]));
    expect(columns).toEqual({ 2: 'address', 3: 'city', 4: 'services', 5: 'price_min', 6: 'hours', 7: 'mobile', 8: 'zip' });
    expect(report.problems.find((problem) => problem.line === 3)!.message).toContain('Atlantis Springs, TX is not a city of the directory');
  });

  it('refuses a file without the required columns, naming them', async () => {
    const report = await importText('name,phone\nA,5125550100\n', { apply: false });
    expect(report.rows).toBe(0);
    expect(report.problems.map((problem) => problem.column)).toEqual(['address', 'city', 'zip', 'services']);
  });
});

describe('CSV import: duplicates, updates and new cities', () => {
  it('reports a row whose phone or name + street + ZIP matches a listing, or an earlier row, and inserts neither', async () => {
    const first = { name: `Bark Avenue ${run}`, address: '77 Elm St', phone: phone(), source: `${run}-d1` };
    expect(await importText(file([first]), { apply: true })).toMatchObject({ created: 1 });
    const [existing] = await ctx.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.sourceId, `${run}-d1`));
    const samePhone = { name: `Other Name ${run}`, address: '9 Oak St', phone: first.phone.replace(/[() -]/g, ''), source: `${run}-d2` };
    const sameAddress = { name: `BARK AVENUE ${run}`, address: '77 Elm St.', phone: phone(), source: `${run}-d3` };
    const fresh = { name: `Fresh ${run}`, address: '5 Pine St', phone: phone(), source: `${run}-d4` };
    const twiceInFile = { ...fresh, name: `Fresh Copy ${run}`, address: '6 Pine St', source: `${run}-d5` };
    const report = await importText(file([samePhone, sameAddress, fresh, twiceInFile]), { apply: true });
    expect(report).toMatchObject({ created: 1, duplicates: 3 });
    expect(report.duplicateRows).toEqual([
      { line: 2, name: samePhone.name, matchedBy: 'phone', existingId: existing!.id, existingLine: null },
      { line: 3, name: sameAddress.name, matchedBy: 'name and address', existingId: existing!.id, existingLine: null },
      { line: 5, name: twiceInFile.name, matchedBy: 'phone', existingId: null, existingLine: 4 },
    ]);
    const sources = (await ours()).map((row) => row.sourceId);
    expect(sources).toContain(`${run}-d4`);
    expect(sources).not.toContain(`${run}-d2`);
    expect(sources).not.toContain(`${run}-d3`);
  });

  it('updates the listing of an already imported source_id instead of adding one, and leaves a claimed one to its owner', async () => {
    const row = { name: `Update Me ${run}`, address: '300 Congress Ave', phone: phone(), source: `${run}-u1` };
    await importText(file([row]), { apply: true });
    const changed = await importText(file([{ ...row, min: '55', services: other.slug }]), { apply: true });
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [listing] = await ctx.deps.db.select().from(businesses).where(eq(businesses.sourceId, `${run}-u1`));
    expect(listing).toMatchObject({ priceMin: 55, status: 'approved' });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/business/${listing!.id}` });
    expect(page.json().business.services).toEqual([other.name]);

    await ctx.deps.db.update(businesses).set({ ownerId: owner.id, isClaimed: true }).where(eq(businesses.id, listing!.id));
    const claimed = await importText(file([{ ...row, min: '60' }]), { apply: true });
    expect(claimed).toMatchObject({ updated: 0, refused: 1 });
    expect(claimed.problems[0]).toMatchObject({ line: 2, column: 'source_id', message: expect.stringContaining('claimed by its owner') });
  });

  it('adds a city the directory does not list, with its state and time zone, only when asked', async () => {
    const row = { name: `Round Rock Pets ${run}`, address: '221 E Main St', city: 'Round Rock', zip: '78664', phone: phone(), source: `${run}-c1` };
    const refused = await importText(file([row]), { apply: true });
    expect(refused).toMatchObject({ created: 0, refused: 1, newCities: [] });

    const dry = await importText(file([row]), { apply: false, addCities: true });
    expect(dry).toMatchObject({ created: 1, newCities: [{ name: 'Round Rock', state: 'TX', timeZone: 'America/Chicago' }] });
    expect(await ctx.deps.db.select().from(cities).where(eq(cities.name, 'Round Rock'))).toHaveLength(0);

    const applied = await importText(file([row]), { apply: true, addCities: true });
    expect(applied).toMatchObject({ created: 1, newCities: [{ name: 'Round Rock', state: 'TX' }] });
    const [city] = await ctx.deps.db.select().from(cities).where(eq(cities.name, 'Round Rock'));
    expect(city).toMatchObject({ slug: 'round-rock', state: 'TX', timeZone: 'America/Chicago' });
    expect(city!.population).toBeGreaterThan(50_000);
    const [listing] = await ctx.deps.db.select().from(businesses).where(eq(businesses.sourceId, `${run}-c1`));
    expect(listing!.cityId).toBe(city!.id);
  });
});

describe('POST /api/admin/import (staff upload)', () => {
  const boundary = 'import-test-boundary';
  const upload = (text: string, { query = '', cookie = staff.cookie, filename = 'listings.csv', type = 'text/csv' } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.admin.import}${query}`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    });
  const reportOf = (body: string): ImportReport => {
    const lines = body.trim().split('\n').map((text) => importStreamLineSchema.parse(JSON.parse(text)));
    const last = lines.at(-1)!;
    if (!('report' in last)) throw new Error(`No report: ${body}`);
    return last.report;
  };

  it('answers a dry run then applies, with progress lines and the report', async () => {
    const rows = Array.from({ length: 300 }, (_, index) => ({ name: `Bulk ${index} ${run}`, address: `${index + 1} Bulk Rd`, phone: phone(), source: `${run}-b${index}` }));
    const text = file(rows);
    const dry = await upload(text);
    expect(dry.statusCode).toBe(200);
    expect(dry.headers['content-type']).toContain('application/x-ndjson');
    expect(dry.body.split('\n')[0]).toContain('"progress"');
    expect(reportOf(dry.body)).toMatchObject({ applied: false, rows: 300, created: 300 });
    expect((await ours()).filter((row) => row.name.startsWith('Bulk'))).toHaveLength(0);
    const applied = await upload(text, { query: '?apply=true' });
    expect(reportOf(applied.body)).toMatchObject({ applied: true, created: 300 });
    expect((await ours()).filter((row) => row.name.startsWith('Bulk'))).toHaveLength(300);
  });

  it('drops the cached public answers the import changes before it reports', async () => {
    const cached = await buildTestApp({ ADMIN_EMAILS: STAFF_EMAIL, PUBLIC_CACHE: 'on' });
    const cookie = (await signIn(cached.deps, 'customer', { email: STAFF_EMAIL })).cookie;
    const name = `Cached Away ${run}`;
    const list = apiPaths.serviceCity(service.slug, town.slug, { q: name });
    const names = async () => ((await cached.app.inject({ method: 'GET', url: list })).json().businesses as { name: string }[]).map((b) => b.name);
    expect(await names()).toEqual([]);
    expect((await cached.app.inject({ method: 'GET', url: list })).headers['x-cache']).toBe('hit');
    const answer = await cached.app.inject({
      method: 'POST',
      url: `${apiPaths.admin.import}?apply=true`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.csv"\r\nContent-Type: text/csv\r\n\r\n${file([{ name, phone: phone(), source: `${run}-cache` }])}\r\n--${boundary}--\r\n`,
    });
    expect(reportOf(answer.body)).toMatchObject({ created: 1 });
    expect(await names()).toEqual([name]);
  });

  it('is for staff only', async () => {
    expect((await upload(file([]), { cookie: '' })).statusCode).toBe(401);
    expect((await upload(file([]), { cookie: owner.cookie })).statusCode).toBe(403);
  });

  it('refuses a file that is not CSV (415) and one over the size limit (413), with a message', async () => {
    const notCsv = await upload('%PDF-1.7', { filename: 'listings.pdf', type: 'application/pdf' });
    expect(notCsv.statusCode).toBe(415);
    expect(notCsv.json().message).toContain('Please upload a CSV file');
    const tooLarge = await upload('x'.repeat(21 * 1024 * 1024), { filename: 'big.csv' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toContain('larger than 20 MB');
    const json = await ctx.app.inject({ method: 'POST', url: apiPaths.admin.import, headers: { cookie: staff.cookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBeTruthy();
  });
});
