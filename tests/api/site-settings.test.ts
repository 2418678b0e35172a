import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { decisionMail } from '../../src/server/mail/messages.js';
import { DEFAULT_BRAND } from '#shared/brand.js';
import { apiPaths } from '#shared/api-paths.js';
import { legalPageSchema } from '#shared/legal.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';

const SITE = {
  SITE_NAME: 'Bark & Co Directory',
  SITE_TAGLINE: 'Every groomer and vet in the Valley, checked by neighbours.',
  SUPPORT_EMAIL: 'hello@barkandco.example',
  SUPPORT_PHONE: '(555) 010-7788',
};
const contentDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-content-'));
let ctx: TestContext;

beforeAll(async () => {
  writeFileSync(
    path.join(contentDir, 'terms.md'),
    '\uFEFF# Terms of Bark & Co\n\nBe kind.\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3))\n',
  );
  ctx = await buildTestApp({ ...SITE, CONTENT_DIR: contentDir });
});
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const page = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { '@graph': Record<string, unknown>[] };
const escaped = (text: string) => text.replace(/&/g, '&amp;');
const part = (html: string, open: string, close: string) => html.slice(html.indexOf(open), html.indexOf(close));

describe('SITE_NAME, SITE_TAGLINE, SUPPORT_EMAIL and SUPPORT_PHONE', () => {
  it('name the site in the header, the footer, the title and Open Graph of the pages', async () => {
    for (const url of ['/', '/dog-grooming/austin', '/privacy', '/contact']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toMatch(new RegExp(`<title>[^<]*${escaped(SITE.SITE_NAME)}[^<]*</title>`));
      expect(html, url).toContain(`<meta property="og:site_name" content="${escaped(SITE.SITE_NAME)}"/>`);
      expect(part(html, '<header', '</header>'), url).toContain(escaped(SITE.SITE_NAME));
      const footer = part(html, '<footer', '</footer>');
      expect(footer, url).toContain(escaped(SITE.SITE_TAGLINE));
      expect(footer, url).toContain(escaped(SITE.SITE_NAME));
      expect(html, url).not.toContain('PawFinder');
    }
  });

  it("are the home page's JSON-LD Organization and WebSite, in the page and from the API", async () => {
    const fromPage = jsonLdOf((await page('/')).html)['@graph'];
    const fromApi = ((await ctx.app.inject({ method: 'GET', url: '/api/schema/homepage' })).json() as { schema: { '@graph': Record<string, unknown>[] } }).schema['@graph'];
    for (const graph of [fromPage, fromApi]) {
      const organization = graph.find((node) => node['@type'] === 'Organization');
      expect(organization).toMatchObject({
        name: SITE.SITE_NAME,
        description: SITE.SITE_TAGLINE,
        email: SITE.SUPPORT_EMAIL,
        contactPoint: { email: SITE.SUPPORT_EMAIL, telephone: SITE.SUPPORT_PHONE },
      });
      expect(graph.find((node) => node['@type'] === 'WebSite')).toMatchObject({ name: SITE.SITE_NAME, description: SITE.SITE_TAGLINE });
    }
  });

  it("are in the service-city page's API title, and the browser gets them with the page", async () => {
    const api = (await ctx.app.inject({ method: 'GET', url: apiPaths.serviceCity('dog-grooming', 'austin') })).json() as { seo: { title: string } };
    expect(api.seo.title).toMatch(new RegExp(`\\| ${SITE.SITE_NAME}$`));
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec((await page('/')).html)?.[1];
    expect(JSON.parse(state!).site.brand).toEqual({ name: SITE.SITE_NAME, tagline: SITE.SITE_TAGLINE, supportEmail: SITE.SUPPORT_EMAIL, supportPhone: SITE.SUPPORT_PHONE });
  });

  it('sign the emails and show on the contact page', async () => {
    const mail = decisionMail({ to: 'o@example.com', firstName: 'Ola', kind: 'listing', businessName: 'Suds', place: 'Austin, TX', decision: 'approved', reason: null, link: 'http://x/y' });
    expect(mail.text).toContain(`The ${SITE.SITE_NAME} team`);
    expect(ctx.deps.config.MAIL_FROM).toBe('Bark & Co Directory <no-reply@example.com>');
    const { html } = await page('/contact');
    expect(html).toContain(`mailto:${SITE.SUPPORT_EMAIL}`);
    expect(html).toContain(SITE.SUPPORT_PHONE);
  });
});

describe('the settings themselves', () => {
  const local = { PUBLIC_URL: 'http://localhost:3000' };
  it('default to the site as it shipped, and an empty value means the default', () => {
    expect(loadConfig(local).brand).toEqual(DEFAULT_BRAND);
    expect(loadConfig({ ...local, SITE_NAME: '', SUPPORT_EMAIL: '' }).brand).toEqual(DEFAULT_BRAND);
  });

  it('refuse to start with an address that is not one, or a name too long for a title', () => {
    expect(() => loadConfig({ ...local, SUPPORT_EMAIL: 'help desk' })).toThrow('SUPPORT_EMAIL must be an email address');
    expect(() => loadConfig({ ...local, SITE_NAME: 'x'.repeat(61) })).toThrow('SITE_NAME must be at most 60 characters');
  });
});

describe('the legal pages', () => {
  it('are server-rendered, in the sitemap and linked from the footer of every page and from the sign-in pages', async () => {
    const privacy = await page('/privacy');
    expect(privacy.status).toBe(200);
    expect(privacy.html).toContain('<h1>Privacy Policy</h1>');
    // The template says what this software keeps, with this instance's name, contacts and document retention.
    expect(privacy.html).toContain(`${escaped(SITE.SITE_NAME)} is a directory of pet service providers`);
    expect(privacy.html).toContain(`${ctx.deps.config.DOCUMENT_RETENTION_DAYS} days after a decision`);
    expect(privacy.html).toContain(`mailto:${SITE.SUPPORT_EMAIL}`);

    const sitemap = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const pathname of ['/privacy', '/terms', '/contact', '/advertise']) {
      expect(sitemap).toContain(`<loc>${ctx.deps.config.publicUrl}${pathname}</loc>`);
      expect((await page(pathname)).status, pathname).toBe(200);
      const footer = part((await page('/cities')).html, '<footer', '</footer>');
      expect(footer).toContain(`href="${pathname}"`);
    }
    for (const login of ['/customer/login', '/business/login']) {
      const { html } = await page(login);
      expect(html).toContain('href="/terms"');
      expect(html).toContain('href="/privacy"');
    }
  });

  it("show the operator's Markdown from CONTENT_DIR instead of the template, with raw HTML as text and script links dropped", async () => {
    const terms = legalPageSchema.parse((await ctx.app.inject({ method: 'GET', url: apiPaths.legalPage('terms') })).json());
    expect(terms).toMatchObject({ slug: 'terms', title: 'Terms of Bark & Co', source: 'operator' });
    expect(terms.html).toContain('<p>Be kind.</p>');
    expect(terms.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(terms.html).not.toMatch(/<script|<img|href="javascript:/);

    const { html } = await page('/terms');
    expect(html).toContain('<title>Terms of Bark &amp; Co | Bark &amp; Co Directory</title>');
    expect(html).not.toContain('<script>alert(1)');
    // No privacy.md in the folder: the built-in template.
    expect(legalPageSchema.parse((await ctx.app.inject({ method: 'GET', url: apiPaths.legalPage('privacy') })).json()).source).toBe('template');
  });

  it('answer 400 with a message for a page that is not one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.legalPage('cookies') });
    expect(response.statusCode).toBe(400);
    expect(typeof (response.json() as { message: unknown }).message).toBe('string');
  });
});
