import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api-paths.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app } = await buildTestApp();

type Operation = { summary?: string; tags?: string[]; parameters?: { name: string; in: string }[]; responses?: Record<string, unknown> };
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
    expect(query.sort()).toEqual(['distance', 'minRating', 'page', 'pageSize', 'price', 'q', 'sort', 'types']);
    expect(Object.keys(listing.responses!)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(doc.paths['/api/business/{id}/events']).toHaveProperty('post');
  });

  it('documents the review calls of owners and staff', async () => {
    const doc = await document();
    expect(doc.paths['/api/dashboard/requests']).toHaveProperty('get');
    for (const path of ['/api/dashboard/business/{id}/resubmit', '/api/admin/changes/{id}/approve', '/api/admin/changes/{id}/reject']) {
      expect(doc.paths[path], path).toHaveProperty('post');
      expect(Object.keys(doc.paths[path]!.post!.responses!), path).toEqual(expect.arrayContaining(['401', '403', '404', '409']));
    }
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
