import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router, useSearchParams } from 'wouter';
import { routeParser, useAddressQuery } from '../../src/client/lib/routing.js';
import { matchPageRoute } from '../../src/client/routes.js';

describe('matchPageRoute (wouter matching over the route table, as the browser does)', () => {
  it('takes the first route that matches: static paths are listed before parameters', () => {
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
      expect(match.route.page, path).toBe(page);
      expect(match.params, path).toMatchObject(params);
    }
  });

  it('accepts a trailing slash and any case in static segments, and decodes parameters', () => {
    expect(matchPageRoute('/dog-grooming/austin/').route.page).toBe('service-city-page');
    expect(matchPageRoute('/Business/Find').route.page).toBe('find-business-page');
    expect(matchPageRoute('/city/san%20antonio').params).toMatchObject({ citySlug: 'san antonio' });
    // A malformed escape is kept as typed instead of failing the whole match.
    expect(matchPageRoute('/%E0%A4%A').params).toMatchObject({ serviceSlug: '%E0%A4%A' });
  });
});

function QueryValue() {
  return createElement('output', null, useSearchParams()[0].get('q'));
}

describe('the query string pages read', () => {
  it('is the address\'s own, as the server reads it: an escaped % is decoded once, not twice', () => {
    const html = (url: string) =>
      renderToString(createElement(Router, { ssrPath: url, parser: routeParser, searchHook: useAddressQuery, children: createElement(QueryValue) }));
    expect(html('/search?q=%2541')).toBe(`<output>${new URLSearchParams('q=%2541').get('q')}</output>`);
    expect(html('/search?q=caf%C3%A9+%26+spa')).toBe('<output>café &amp; spa</output>');
  });
});
