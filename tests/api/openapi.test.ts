import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api-paths.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app } = await buildTestApp();

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
    expect(reviews.get!.parameters!.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['page', 'pageSize', 'sort']);
    expect(Object.keys(reviews.post!.responses!)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409']));
    expect(doc.paths['/api/reviews/{id}']).toHaveProperty('patch');
    expect(doc.paths['/api/reviews/{id}']).toHaveProperty('delete');
    expect(doc.paths['/api/reviews/{id}/reply']).toHaveProperty('put');
    expect(Object.keys(doc.paths['/api/reviews/{id}/report']!.post!.responses!)).toContain('202');
    expect(doc.paths['/api/customer/reviews']).toHaveProperty('get');
    expect(doc.paths['/api/dashboard/business/{id}/reviews']).toHaveProperty('get');
    for (const verdict of ['hide', 'keep']) expect(doc.paths[`/api/admin/reviews/{id}/${verdict}`]).toHaveProperty('post');
  });

  it('documents the favorites, pet and booking-request calls', async () => {
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
