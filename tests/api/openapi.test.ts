import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { objectBody } from '../../src/server/http/openapi-answers.js';
import { apiPaths } from '#shared/api-paths.js';
import { LIST_BUSINESS_SIGN_IN_PATH } from '#shared/auth.js';
import { recordAnswers } from '../helpers/declared-answers.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();

type Operation = { summary?: string; tags?: string[]; parameters?: { name: string; in: string }[]; responses?: Record<string, unknown>; requestBody?: { content?: Record<string, unknown> } };
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const document = async () => (await app.inject({ method: 'GET', url: apiPaths.openApi })).json() as Document;

describe('GET /api/openapi.json', () => {
  it('documents the read API from the zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.openApi });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as Document;
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/cities',
      '/api/services',
      '/api/stats',
      '/api/service/{serviceSlug}/{citySlug}',
      '/api/business/{id}',
      '/api/businesses/{id}/reviews',
      '/api/schema/homepage',
      '/api/schema/business/{id}',
      '/sitemap.xml',
    ]) {
      expect(doc.paths, path).toHaveProperty([path, 'get']);
    }
    const listing = doc.paths['/api/service/{serviceSlug}/{citySlug}']!.get!;
    const query = listing.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(query.sort()).toEqual(['distance', 'minRating', 'near', 'open', 'page', 'pageSize', 'price', 'q', 'sort', 'types']);
    expect(Object.keys(listing.responses!)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(doc.paths['/api/business/{id}/events']).toHaveProperty('post');
  });

  it('documents search and suggestions (issue 14)', async () => {
    const doc = await document();
    const search = doc.paths['/api/search']!.get!;
    expect(search.parameters!.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(
      ['city', 'distance', 'minRating', 'near', 'open', 'page', 'pageSize', 'price', 'q', 'sort', 'types'],
    );
    expect(Object.keys(search.responses!)).toEqual(expect.arrayContaining(['200', '400']));
    const suggest = doc.paths['/api/suggest']!.get!;
    expect(suggest.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['q']);
    expect(Object.keys(suggest.responses!)).toEqual(expect.arrayContaining(['200', '400']));
  });

  it('documents the review calls of owners and staff', async () => {
    const doc = await document();
    expect(doc.paths['/api/dashboard/requests']).toHaveProperty('get');
    for (const path of ['/api/dashboard/business/{id}/resubmit', '/api/admin/changes/{id}/approve', '/api/admin/changes/{id}/reject']) {
      expect(doc.paths[path], path).toHaveProperty('post');
      expect(Object.keys(doc.paths[path]!.post!.responses!), path).toEqual(expect.arrayContaining(['401', '403', '404', '409']));
    }
  });

  it('documents the customer review calls: write, edit, delete, reply, report, lists and staff decisions (issue 13)', async () => {
    const doc = await document();
    const reviews = doc.paths['/api/businesses/{id}/reviews']!;
    expect(reviews.get!.parameters!.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['page', 'pageSize', 'sort', 'stars']);
    expect(Object.keys(reviews.post!.responses!)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409']));
    expect(doc.paths['/api/reviews/{id}']).toHaveProperty('patch');
    expect(doc.paths['/api/reviews/{id}']).toHaveProperty('delete');
    expect(doc.paths['/api/reviews/{id}/reply']).toHaveProperty('put');
    expect(Object.keys(doc.paths['/api/reviews/{id}/report']!.post!.responses!)).toContain('202');
    expect(doc.paths['/api/customer/reviews']).toHaveProperty('get');
    expect(doc.paths['/api/dashboard/business/{id}/reviews']).toHaveProperty('get');
    for (const verdict of ['hide', 'keep']) expect(doc.paths[`/api/admin/reviews/{id}/${verdict}`]).toHaveProperty('post');
  });

  it('documents the favorites, pet, booking-request and conversation calls', async () => {
    const doc = await document();
    const calls: Array<[string, string]> = [
      ['/api/customer/favorites', 'get'],
      ['/api/customer/favorites/{businessId}', 'put'],
      ['/api/customer/favorites/{businessId}', 'delete'],
      ['/api/customer/pets/{id}', 'patch'],
      ['/api/customer/pets/{id}', 'delete'],
      ['/api/business/{id}/booking-requests', 'post'],
      ['/api/customer/booking-requests', 'get'],
      ['/api/customer/booking-requests/{id}/cancel', 'post'],
      ['/api/dashboard/business/{id}/booking-requests', 'get'],
      ['/api/dashboard/business/{id}/booking-requests/{requestId}/accept', 'post'],
      ['/api/dashboard/business/{id}/booking-requests/{requestId}/decline', 'post'],
      ['/api/dashboard/business/{id}/booking-requests/{requestId}/complete', 'post'],
      ['/api/booking-requests/{id}/messages', 'get'],
      ['/api/booking-requests/{id}/messages', 'post'],
      ['/api/booking-requests/{id}/read', 'post'],
      ['/api/booking-requests/unread', 'get'],
    ];
    for (const [path, method] of calls) {
      expect(doc.paths[path], `${method} ${path}`).toHaveProperty(method);
      expect(Object.keys(doc.paths[path]![method]!.responses!), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('documents the photo calls and the media route', async () => {
    const doc = await document();
    const list = doc.paths['/api/dashboard/business/{id}/photos']!;
    expect(Object.keys(list).sort()).toEqual(['get', 'post']);
    expect(Object.keys(list.post!.responses!)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413', '415']));
    expect(list.post!.requestBody?.content).toHaveProperty('multipart/form-data');
    expect((list.post as { 'x-access'?: string })['x-access']).toBe('owner-of-business-or-staff');
    const one = doc.paths['/api/dashboard/business/{id}/photos/{photoId}']!;
    expect(Object.keys(one).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(one.patch!.requestBody!.content!)).toEqual(['application/json']);
    expect(doc.paths['/media/{name}']).toHaveProperty('get');
  });

  it('documents the review photo calls: add, remove, report and the staff decisions (issue 15)', async () => {
    const doc = await document();
    const add = doc.paths['/api/reviews/{id}/photos']!.post! as Operation & { 'x-access'?: string };
    expect(add.requestBody?.content).toHaveProperty('multipart/form-data');
    expect(Object.keys(add.responses!)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413', '415']));
    expect(add['x-access']).toBe('customer');
    expect(doc.paths['/api/reviews/{id}/photos/{photoId}']).toHaveProperty('delete');
    expect(Object.keys(doc.paths['/api/reviews/{id}/photos/{photoId}/report']!.post!.responses!)).toContain('202');
    for (const verdict of ['remove', 'keep']) expect(doc.paths[`/api/admin/review-photos/{id}/${verdict}`]).toHaveProperty('post');
  });

  it('gives every documented operation a summary and tags', async () => {
    const doc = await document();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(15);
    for (const { path, method, op } of operations) {
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });
});

describe('every answer is declared', () => {
  type Response = { description?: string; content?: Record<string, unknown> };
  const responses = (doc: Document, path: string, method = 'get') => doc.paths[path]![method]!.responses! as Record<string, Response>;

  it('declares the sign-in starts and logouts as 302, sitemap parts 404 and 400, and images 200, 304 and 404 with their media types', async () => {
    const doc = await document();
    const redirects = [apiPaths.signIn.customer, apiPaths.signIn.business_owner, LIST_BUSINESS_SIGN_IN_PATH, apiPaths.signInCallback, apiPaths.signOut.customer, apiPaths.signOut.business_owner];
    for (const path of redirects) {
      expect(responses(doc, path)['302']?.description, path).toBeTruthy();
      expect(responses(doc, path)['302'], path).not.toHaveProperty('content');
    }
    const part = responses(doc, '/sitemaps/{file}');
    expect(Object.keys(part['200']!.content!)).toEqual(['application/xml']);
    for (const status of ['400', '404']) expect(Object.keys(part[status]!.content!)).toEqual(['application/json']);
    expect(part, 'never kept by the public-answer cache').not.toHaveProperty('304');
    const image = responses(doc, '/media/{name}');
    expect(image['200']!.content).toEqual({ 'image/webp': { schema: { type: 'string', format: 'binary' } } });
    expect(image['304']).not.toHaveProperty('content');
    expect(Object.keys(image['404']!.content!)).toEqual(['application/json']);
    for (const path of ['/sitemap.xml', '/robots.txt', '/healthz', '/readyz', '/metrics']) expect(doc.paths, path).toHaveProperty([path, 'get']);

    // Given here too, so the file's answer check (tests/helpers/test-app.ts) holds them against the document.
    for (const path of redirects.filter((path) => path !== apiPaths.signInCallback)) expect((await app.inject(path)).statusCode, path).toBe(302);
    expect((await app.inject('/sitemaps/999999.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/one.xml')).statusCode).toBe(400);
    expect((await app.inject('/media/not-an-image.webp')).statusCode).toBe(404);
  });

  it('states what any route may answer from what it declares: access, writes, rate limits, start-up, revalidation', async () => {
    const doc = await document();
    const statuses = (path: string, method = 'get') => Object.keys(responses(doc, path, method));
    // A public read kept by the public-answer cache: refused input, 304, starting up; never 401 or 403.
    expect(statuses('/api/business/{id}')).toEqual(expect.arrayContaining(['200', '304', '400', '404', '503']));
    expect(statuses('/api/business/{id}')).not.toContain('401');
    // An owner's write: the access check, the same-origin check and the body limits.
    expect(statuses('/api/business/{id}', 'patch')).toEqual(expect.arrayContaining(['400', '401', '403', '404', '413', '415', '503']));
    // A rate-limited call says so, with Retry-After; the health checks answer while starting.
    expect(responses(doc, apiPaths.signIn.customer)['429']).toBeTruthy();
    expect(statuses('/healthz')).not.toContain('503');
  });

  it('the answer check names each answer the document does not state: a status, a media type', async () => {
    const probe = await buildApp(deps);
    try {
      probe.get(
        '/api/answer-check-probe',
        { config: { access: 'public', answers: { 200: objectBody('A probe') } }, schema: { summary: 'A probe', tags: ['Probe'] } },
        async (request, reply) => {
          const { as } = request.query as { as?: string };
          if (as === 'teapot') return reply.status(418).send({ message: 'A teapot' });
          if (as === 'csv') return reply.type('text/csv').send('a,b');
          return { ok: true };
        },
      );
      const answers = recordAnswers(probe);
      await probe.ready();
      for (const as of ['json', 'teapot', 'csv']) await probe.inject(`/api/answer-check-probe?as=${as}`);
      expect(answers.undeclared()).toEqual([
        'GET /api/answer-check-probe answered 200 (text/csv), e.g. GET /api/answer-check-probe: media type not declared (declared: application/json)',
        'GET /api/answer-check-probe answered 418 (application/json), e.g. GET /api/answer-check-probe: status not declared',
      ]);
    } finally {
      await probe.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('renders a self-contained reference page from the document', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.docs });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<code>/api/service/{serviceSlug}/{citySlug}</code>');
    expect(html).toContain('A service in a city');
    expect(html).toContain('<code>minRating</code>');
    expect(html).toMatch(/<span class="code c4">404<\/span>/);
    // No scripts, no external assets.
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!localhost)/i);
  });
});
