import { describe, expect, it } from 'vitest';
import { escapeXml, planSitemap, sitemapIndex, sitemapUrlset } from '../../src/server/seo/sitemap.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';

const ORIGIN = 'https://pets.example.org';
const { app, deps } = await buildTestApp({ PUBLIC_URL: ORIGIN });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('/sitemap.xml', () => {
  it('lists every public page with absolute URLs, including a new business, city and service', async () => {
    const city = await createCity(deps.db);
    const service = await createService(deps.db);
    const { id } = await createBusiness(deps.db, { city, services: [service] });
    const before = await planSitemap(deps.db);
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/^public/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(xml);
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ['/', '/services', '/cities', `/${service.slug}`, `/city/${city.slug}`, `/${service.slug}/${city.slug}`, `/business/${id}`]) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    // Every service-city pair is listed: each known city with our service, our city with each known service.
    for (const slug of before.citySlugs) expect(urls).toContain(`${ORIGIN}/${service.slug}/${slug}`);
    for (const slug of before.serviceSlugs) expect(urls).toContain(`${ORIGIN}/${slug}/${city.slug}`);
  });

  it('splits into an index and parts above the URL limit, each part within the limit, nothing lost or repeated', async () => {
    const city = await createCity(deps.db);
    const service = await createService(deps.db);
    const { id } = await createBusiness(deps.db, { city, services: [service] });
    const limit = 7;
    const plan = await planSitemap(deps.db, limit);
    expect(plan.parts).toBe(Math.ceil(plan.total / limit));
    expect(plan.parts).toBeGreaterThan(1);

    const index = sitemapIndex(ORIGIN, plan);
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(index)).toEqual(Array.from({ length: plan.parts }, (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`));

    // Part boundaries across every segment (static pages, services, cities, pairs, businesses): a few parts in
    // full, and the last ones, compared with the single-file listing of the same plan.
    const whole = locs(await sitemapUrlset(deps.db, ORIGIN, { ...plan, limit: plan.total, parts: 1 }));
    expect(whole).toHaveLength(plan.total);
    const sample = [1, 2, 3, Math.ceil(plan.serviceSlugs.length / limit) + 1, plan.parts - 1, plan.parts];
    for (const part of new Set(sample)) {
      const urls = locs(await sitemapUrlset(deps.db, ORIGIN, plan, part));
      expect(urls.length).toBeLessThanOrEqual(limit);
      expect(urls).toEqual(whole.slice((part - 1) * limit, part * limit));
    }
    expect(whole).toContain(`${ORIGIN}/business/${id}`);
    expect(whole.at(-1)).toMatch(/\/business\/\d+$/);
  });

  it('serves parts at /sitemaps/<n>.xml: 404 beyond the last, 400 for another name', async () => {
    const first = await app.inject({ method: 'GET', url: '/sitemaps/1.xml' });
    expect(first.statusCode).toBe(200);
    expect(locs(first.body)[0]).toBe(`${ORIGIN}/`);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/999999.xml' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/abc' })).statusCode).toBe(400);
  });

  it('escapes XML', () => {
    expect(escapeXml(`https://x.example/?a=1&b=<2>"'`)).toBe('https://x.example/?a=1&amp;b=&lt;2&gt;&quot;&apos;');
  });
});

describe('/robots.txt', () => {
  it('allows crawling, keeps private areas out and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dashboard/', '/customer/', '/admin', '/search']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
