import { describe, expect, it } from 'vitest';
import { createPath, isExternal, parsePath, resolveTo } from '../../src/client/lib/router/path.js';
import { matchPageRoute } from '../../src/client/routes.js';

describe('matchPageRoute', () => {
  it('prefers static segments over parameters, whatever the order of the table', () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/', 'home-page', {}],
      ['/cities', 'cities-page', {}],
      ['/business/find', 'find-business-page', {}],
      ['/business/12', 'business-page', { id: '12' }],
      ['/business/12/claim', 'claim-page', { id: '12' }],
      ['/admin/outbox', 'admin-outbox-page', {}],
      ['/admin/x', 'service-city-page', { serviceSlug: 'admin', citySlug: 'x' }],
      ['/dog-grooming', 'service-page', { serviceSlug: 'dog-grooming' }],
      ['/dog-grooming/austin', 'service-city-page', { serviceSlug: 'dog-grooming', citySlug: 'austin' }],
      ['/a/b/c', 'not-found-page', { '*': 'a/b/c' }],
    ];
    for (const [path, page, params] of cases) {
      const match = matchPageRoute(path);
      expect([match.route.page, match.params], path).toEqual([page, params]);
    }
  });

  it('accepts a trailing slash and any case in static segments, and decodes parameters', () => {
    expect(matchPageRoute('/dog-grooming/austin/').route.page).toBe('service-city-page');
    expect(matchPageRoute('/Business/Find').route.page).toBe('find-business-page');
    expect(matchPageRoute('/city/san%20antonio').params).toEqual({ citySlug: 'san antonio' });
    // A malformed escape is kept as typed instead of failing the whole match.
    expect(matchPageRoute('/%E0%A4%A').params).toEqual({ serviceSlug: '%E0%A4%A' });
  });
});

describe('router paths', () => {
  const page = parsePath('/dog-grooming/austin?page=2#results');

  it('splits an address like window.location does', () => {
    expect(page).toEqual({ pathname: '/dog-grooming/austin', search: '?page=2', hash: '#results' });
    expect(createPath(page)).toBe('/dog-grooming/austin?page=2#results');
    expect(parsePath('/search?')).toEqual({ pathname: '/search', search: '', hash: '' });
  });

  it('reads a query or a hash alone against the current page, and a bare ? as no query', () => {
    expect(createPath(resolveTo('?page=3', page))).toBe('/dog-grooming/austin?page=3');
    expect(createPath(resolveTo('?', page))).toBe('/dog-grooming/austin');
    expect(createPath(resolveTo('#reviews', page))).toBe('/dog-grooming/austin#reviews');
    expect(createPath(resolveTo('/cities', page))).toBe('/cities');
    expect(createPath(resolveTo({ pathname: '/search', search: 'q=spa' }, page))).toBe('/search?q=spa');
    expect(createPath(resolveTo('dallas', page))).toBe('/dog-grooming/austin/dallas');
  });

  it('leaves addresses on other sites to the browser', () => {
    for (const to of ['https://example.com/', '//example.com/x', 'mailto:a@example.com', 'tel:+15125550100']) expect(isExternal(to), to).toBe(true);
    for (const to of ['/cities', '?page=2', '#main', { pathname: '/x' }]) expect(isExternal(to)).toBe(false);
  });
});
