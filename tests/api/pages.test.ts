import { beforeAll, describe, expect, it } from 'vitest';
import type { App, AppDeps } from '../../src/server/app-types.js';
import { apiPaths } from '#shared/api-paths.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp } from '../helpers/test-app.js';

const PUBLIC = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
const PRIVATE = 'private, no-store';
const HOSTILE = '</script><script>alert(1)</script>';

let app: App;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await buildTestApp());
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
/** What the visitor sees: the rendered <main>, without the data handed to the browser. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>')).replaceAll('<!-- -->', '');
const scriptBodies = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

/** The dehydrated query cache the page hands to the browser. */
function ssrState(html: string): { queries: { queries: { queryKey: string[]; state: { data?: unknown; status: string } }[] } } {
  const match = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no SSR state in the page');
  return JSON.parse(match[1]);
}

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head(html));
  if (!match?.[1]) throw new Error('no JSON-LD in <head>');
  return JSON.parse(match[1]);
}

describe('server-rendered public pages', () => {
  const pages = [
    { url: '/', title: 'PawFinder: Find Trusted Pet Services Near You', canonical: 'http://localhost:3000/', text: 'Find Trusted Pet Services Near You' },
    { url: '/cities', title: 'Pet Services by City | PawFinder', canonical: 'http://localhost:3000/cities', text: 'Austin, TX' },
    { url: '/services', title: 'All Pet Services | PawFinder', canonical: 'http://localhost:3000/services', text: 'Dog Grooming' },
    {
      url: '/dog-grooming',
      title: 'Dog Grooming Near You: Compare Local Providers | PawFinder',
      canonical: 'http://localhost:3000/dog-grooming',
      text: 'Find Dog Grooming by City',
    },
    {
      url: '/city/austin',
      title: 'Pet Services in Austin, TX: Groomers, Vets &amp; More | PawFinder',
      canonical: 'http://localhost:3000/city/austin',
      text: 'Popular in Austin',
    },
  ];

  for (const page of pages) {
    it(`${page.url}: the first HTML holds the content, title, description, canonical, Open Graph and JSON-LD`, async () => {
      const response = await get(page.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(main(html)).toContain(page.text);
      const headHtml = head(html);
      expect(headHtml).toContain(`<title>${page.title}</title>`);
      expect(headHtml).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
      expect(headHtml).toContain(`<link rel="canonical" href="${page.canonical}"/>`);
      expect(headHtml).toContain(`<meta property="og:url" content="${page.canonical}"/>`);
      expect(headHtml).toContain('<meta property="og:title"');
      expect(jsonLd(html)).toMatchObject({ '@context': 'https://schema.org' });
    });
  }

  it('renders the header in its loading state and never the session (pages are the same for everyone)', async () => {
    const user = await signIn(deps, 'customer', { firstName: 'Zelda' });
    const html = (await get('/', { cookie: user.cookie })).body;
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Loading\.\.\.<\/button>/);
    expect(html).not.toContain('Zelda');
  });

  it('hands the browser the same data the /api routes answer (one data path)', async () => {
    const html = (await get('/cities')).body;
    const cached = ssrState(html).queries.queries.find((query) => query.queryKey[0] === '/api/cities');
    expect(cached?.state.status).toBe('success');
    expect(cached?.state.data).toEqual((await get(apiPaths.cities)).json());
  });

  it('contains no inline executable script (CSP script-src self)', async () => {
    for (const url of ['/', '/cities', '/dog-grooming', '/no/such/page']) {
      const html = (await get(url)).body;
      for (const tag of scriptTags(html)) {
        expect(tag).toMatch(/\ssrc="|type="application\/(ld\+)?json"/);
      }
      expect(html).not.toContain('$RC');
    }
  });

  it('sends public caching and no cookie, even to a signed-in visitor', async () => {
    const user = await signIn(deps, 'business_owner');
    for (const url of ['/', '/cities', '/services', '/dog-grooming', '/city/austin', '/customer/login', '/business/login']) {
      const response = await get(url, { cookie: user.cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(PUBLIC);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('marks signed-in pages private, no-store', async () => {
    for (const url of ['/customer/dashboard', '/dashboard/business', '/dashboard/business/1', '/list-business', '/business/1/claim', '/admin']) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe(PRIVATE);
    }
  });
});

describe('not found', () => {
  it('answers the 404 page with HTTP 404 for any other path', async () => {
    for (const url of ['/no/such/page', '/a/b/c/d', '/city/austin/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>404 Page Not Found</title>');
      expect(response.body).toContain('Did you forget to add the page to the router?');
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('answers 404 for an unknown service, city or business', async () => {
    const service = await get('/no-such-service');
    expect(service.statusCode).toBe(404);
    expect(service.body).toContain('Service Not Found');

    const city = await get('/city/no-such-city');
    expect(city.statusCode).toBe(404);
    expect(city.body).toContain('City Not Found');

    expect((await get('/dog-grooming/no-such-city')).statusCode).toBe(404);
    expect((await get('/no-such-service/austin')).statusCode).toBe(404);
    expect((await get('/business/2000000000')).statusCode).toBe(404);
    expect((await get('/business/abc')).statusCode).toBe(404);
  });

  it('keeps JSON 404s for the API', async () => {
    const response = await get('/api/no/such/route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/no/such/route' });
  });
});

describe('escaping', () => {
  it('keeps a hostile business name as text in the state, the JSON-LD and the page', async () => {
    const city = await createCity(deps.db);
    const service = await createService(deps.db);
    const business = await createBusiness(deps.db, { city, services: [service], name: HOSTILE, description: `${HOSTILE}\u2028&amp;` });

    for (const url of [`/business/${business.id}`, `/${service.slug}/${city.slug}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html, url).not.toContain('<script>alert(1)</script>');
      for (const body of scriptBodies(html)) expect(body, url).not.toContain('\u2028');
      // Every </script> closes a script the page opened: data never ends an element early.
      expect(html.split('</script>').length - 1, url).toBe(scriptTags(html).length);
      const state = JSON.stringify(ssrState(html));
      expect(state, url).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    }
    const detail = ssrState((await get(`/business/${business.id}`)).body).queries.queries.find(
      (query) => query.queryKey[0] === `/api/business/${business.id}`,
    );
    expect((detail?.state.data as { business: { name: string; description: string } }).business).toMatchObject({
      name: HOSTILE,
      description: `${HOSTILE}\u2028&amp;`,
    });
    expect(JSON.stringify(jsonLd((await get(`/business/${business.id}`)).body))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });
});

describe('assets and verbs', () => {
  it('serves the favicon and answers HEAD for pages', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const response = await app.inject({ method: 'HEAD', url: '/cities' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC);
  });

  it('filters by ?q= on the server and keeps the query string out of the canonical link', async () => {
    const html = (await get('/cities?q=tex')).body;
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/cities"/>');
    expect(main(html)).toContain('Houston, TX');
    expect(main(html)).not.toContain('New York, NY');
  });
});
