import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { City, Service } from '#shared/catalog.js';
import { createBusiness, createCity, createService, uniqueToken } from '../helpers/factories.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp } from '../helpers/test-app.js';

/** Server-rendered service-in-city and business pages: what the first HTML holds, for search engines and visitors. */
const { app, deps } = await buildTestApp();

const ORIGIN = 'http://localhost:3000';
const HOSTILE = '</script><script>alert(1)</script>';
const token = uniqueToken();

const get = (url: string) => app.inject({ method: 'GET', url });
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
/** What the visitor sees: the rendered <main>, without React's text separators and the data for the browser. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>')).replaceAll('<!-- -->', '');
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
/** HTML text as React escapes it. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head(html));
  if (!match?.[1]) throw new Error('no JSON-LD in <head>');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

let city: City;
let service: Service;
let sibling: Service;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

beforeAll(async () => {
  const category = `grooming-${token}`;
  city = await createCity(deps.db, { name: `Pageville ${token}`, climate: 'cold', latitude: 40, longitude: -90, petOwnershipRate: 0.61 });
  service = await createService(deps.db, { name: `Paw Spa ${token}`, category });
  sibling = await createService(deps.db, { name: `Claw Care ${token}`, category });
  const extras = [await createService(deps.db, { category }), await createService(deps.db, { category })];
  const make = async (key: string, input: Omit<Parameters<typeof createBusiness>[1], 'city' | 'services'> & { extra?: Service[] }) => {
    const { extra = [], ...rest } = input;
    names[key] = input.name ?? `${key} ${token}`;
    ids[key] = (await createBusiness(deps.db, { city, services: [service, ...extra], ...rest, name: names[key] })).id;
  };
  await make('alpha', {
    name: `Alpha Grooming ${token}`,
    isClaimed: true,
    isVerified: true,
    // Verified means an owner account runs it: without one the public answers show no badge.
    ownerId: (await signIn(deps, 'business_owner')).id,
    isMobile: true,
    extra: [sibling, ...extras],
    reviews: [
      { rating: 5, text: `Long review ${'x'.repeat(200)}`, source: 'yelp', userName: 'Yvonne Y.' },
      { rating: 4, text: 'Second review, from elsewhere.', source: 'foursquare', userName: 'Frank F.' },
      { rating: 5, text: 'Third review.', userName: 'Tess T.' },
      { rating: 5, text: 'Fourth review, only in the full grid.', userName: 'Quinn Q.', daysAgo: 30 },
    ],
    priceMin: 30,
    priceMax: 40,
    milesFromCentre: 1,
  });
  await make('bravo', { name: `Bravo Pets ${token}`, website: null, reviews: [{ rating: 3 }], priceMin: 90, priceMax: 120, milesFromCentre: 20 });
  for (let i = 0; i < 10; i++) {
    await make(`filler${i}`, { name: `Filler ${String(i).padStart(2, '0')} ${token}`, reviews: [{ rating: 4 }], priceMin: 60, priceMax: 60, milesFromCentre: 2 + i / 10 });
  }
});

const pairPath = () => `/${service.slug}/${city.slug}`;

describe('GET /{serviceSlug}/{citySlug} (server-rendered)', () => {
  it('holds the first page of providers, the title, description, canonical and JSON-LD in the first HTML', async () => {
    const response = await get(pairPath());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const html = response.body;
    const api = (await get(apiPaths.serviceCity(service.slug, city.slug))).json() as { seo: { title: string; description: string; canonical: string } };

    const headHtml = head(html);
    expect(headHtml).toContain(`<title>${escaped(api.seo.title)}</title>`);
    expect(headHtml).toContain(`<meta name="description" content="${escaped(api.seo.description)}"/>`);
    expect(headHtml).toContain(`<link rel="canonical" href="${ORIGIN}${pairPath()}"/>`);
    expect(api.seo.canonical).toBe(`${ORIGIN}${pairPath()}`);
    expect(jsonLd(html)).toMatchObject({ '@context': 'https://schema.org' });
    expect(JSON.stringify(jsonLd(html))).toContain(service.name);

    const page = main(html);
    expect(page).toMatch(new RegExp(`<h1 class="[^"]*">${service.name} in ${city.name}, TX</h1>`));
    expect(page).toContain(`${city.name}&#x27;s cold winters`); // the climate advice of a cold city
    expect(page).toContain('61%'); // pet ownership
    expect(page).toContain('12</span> providers found');
    expect(page).toContain('Showing 1-10 of 12');
    expect(page).toContain(`href="/business/${ids.alpha}"`);
    expect(page).toContain(names.alpha);
    // Best match puts the verified provider first; ten a page, so the eleventh is not there.
    expect(page.indexOf(names.alpha!)).toBeLessThan(page.indexOf(names.filler0!));
    expect(page.match(/href="\/business\/\d+"/g)).toHaveLength(10);
    // Card: 3 service chips then '+N more' (4 services), badges, price.
    expect(page).toContain('+1 more');
    expect(page).toContain('Verified');
    expect(page).toContain('Mobile');
    expect(page).toContain('$30 - $40');
  });

  it('renders the filtered page a filtered URL asks for, and keeps the canonical link unfiltered', async () => {
    const html = (await get(`${pairPath()}?minRating=4&price=30-50&distance=5&sort=highest-rated&view=grid`)).body;
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}${pairPath()}"/>`);
    const page = main(html);
    expect(page).toContain(names.alpha);
    expect(page).not.toContain(names.bravo);
    expect(page).not.toContain(names.filler0);
    expect(page).toContain('1</span> provider found');
    expect(page).not.toContain('Showing 1-');
    // The controls show the state of the URL.
    expect(page).toMatch(/<option value="highest-rated" selected="">/);
    expect(page).toMatch(/aria-pressed="true" aria-label="Grid view"/);
    expect(page).toMatch(/<input type="radio"[^>]* name="minRating" checked=""\/>4\+ stars/);
  });

  it('renders the second page and the empty state', async () => {
    const second = main((await get(`${pairPath()}?page=2`)).body);
    expect(second).toContain('Showing 11-12 of 12');
    expect(second.match(/href="\/business\/\d+"/g)).toHaveLength(2);
    expect(second).toContain('aria-current="page"');

    const none = main((await get(`${pairPath()}?q=nothing-matches-${token}`)).body);
    expect(none).toContain('No providers found');
    expect(none).toContain('Try adjusting your search terms or filters');
    expect(none).toContain('0</span> providers found');
  });

  it('searches text and service types on the server', async () => {
    const byText = main((await get(`${pairPath()}?q=${encodeURIComponent('bravo pets')}`)).body);
    expect(byText).toContain(names.bravo);
    expect(byText).not.toContain(names.alpha);
    const byType = main((await get(`${pairPath()}?types=${sibling.slug}`)).body);
    expect(byType).toContain(names.alpha);
    expect(byType).not.toContain(names.bravo);
    expect(byType).toMatch(new RegExp(`<input type="checkbox"[^>]* name="types" checked=""/>${sibling.name}`));
  });

  it('answers 404 with Service Not Found for an unknown service or city', async () => {
    for (const url of [`/no-such-service-${token}/${city.slug}`, `/${service.slug}/no-such-city-${token}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(main(response.body), url).toContain('Service Not Found');
      expect(main(response.body), url).toContain('The service or location you&#x27;re looking for doesn&#x27;t exist.');
      expect(main(response.body), url).toContain('Return Home');
      expect(head(response.body), url).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('leaves out filter values it cannot use, shows the rest and says so in words (a hand-edited address)', async () => {
    const response = await get(`${pairPath()}?sort=cheapest&minRating=5&price=${encodeURIComponent('30-50')}`);
    expect(response.statusCode).toBe(200);
    const page = main(response.body);
    expect(page).not.toContain('Invalid Search Filters');
    expect(page).toContain('Some of this address could not be used, so it was left out: the minimum rating and the sort order.');
    expect(page).not.toContain('must be');
    // The usable filter still applies: only the $30-50 provider is listed.
    expect(page).toContain(names.alpha);
    expect(page).not.toContain(names.bravo);
    const long = main((await get(`${pairPath()}?q=${'a'.repeat(101)}`)).body);
    expect(long).toContain('the search text (longer than 100 characters)');
    expect(long).toContain('<span class="font-semibold text-slate-900">12</span> providers found');
    // Neither the search box nor a filter chip shows the text that was left out.
    expect(long).not.toContain('a'.repeat(101));
  });
});

describe('GET /business/{id} (server-rendered)', () => {
  it('holds every section, the actions and the SEO, social and geo tags in the first HTML', async () => {
    const response = await get(`/business/${ids.alpha}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const html = response.body;
    const headHtml = head(html);
    const canonical = `${ORIGIN}/business/${ids.alpha}`;
    // Named after its first service in catalogue order.
    const detail = (await get(apiPaths.business(ids.alpha!))).json() as { services: { name: string }[] };
    expect(headHtml).toContain(`<title>${names.alpha} - ${detail.services[0]!.name} in ${city.name}, TX | PawFinder</title>`);
    expect(headHtml).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(headHtml).toContain('<meta property="og:type" content="business.business"/>');
    expect(headHtml).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(headHtml).toContain('<meta name="twitter:card"');
    expect(headHtml).toMatch(/<meta name="geo.position" content="40\.\d+;-90\.000000"\/>/);
    expect(headHtml).toMatch(/<meta name="ICBM" content="40\.\d+, -90\.000000"\/>/);
    expect(headHtml).toContain('<meta name="geo.region" content="US-TX"/>');
    expect(headHtml).toContain(`<meta name="geo.placename" content="${city.name}, Texas"/>`);
    expect(headHtml).toContain('<meta property="business:contact_data:phone_number" content="(512) 555-0123"/>');
    expect(jsonLd(html)).toMatchObject({ '@context': 'https://schema.org' });

    const page = main(html);
    expect(page).toContain(`href="/city/${city.slug}"`); // breadcrumb and location
    expect(page).toContain('Verified Business');
    expect(page).toContain('Mobile Service');
    expect(page).toContain('+1 more');
    expect(page).toContain('href="tel:+15125550123"');
    expect(page).toContain('Call Now');
    expect(page).toContain('Visit Website');
    expect(page).toContain('Get Directions');
    expect(page).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    for (const heading of ['About ', 'Customer Reviews', 'Services Offered', 'Hours and Availability', 'Contact', 'Business Status', 'Location Details', 'Discover More Services']) {
      expect(page, heading).toContain(heading);
    }
    expect(page).toContain('Verified owner');
    // One element pair per star rating, drawn by CSS: no icon per star (a page of reviews stays light).
    expect(page).toMatch(/<span class="star-rating[^"]*" role="img" aria-label="Rated \d\.\d out of 5">/);
    expect(page).not.toMatch(/lucide-star[ "]/);
    expect(page).not.toContain('Unclaimed: is this your business? Claim it');
    // Reviews: cut at 150 characters, the whole text only inside a closed 'Read more' disclosure (it opens before
    // the app loads); yelp as Yelp, anything else as Foursquare; the fourth only in the full grid.
    const long = `Long review ${'x'.repeat(200)}`;
    expect(page).toContain(`>${long.slice(0, 150)}...</p>`);
    const outsideDisclosures = page.replace(/<details\b[^>]*>[\s\S]*?<\/details>/g, '');
    expect(outsideDisclosures).not.toContain('x'.repeat(150));
    const disclosures = page.match(/<details\b[^>]*>[\s\S]*?<\/details>/g) ?? [];
    expect(disclosures.length).toBeGreaterThan(0);
    for (const disclosure of disclosures) {
      expect(disclosure).not.toMatch(/^<details\b[^>]*\sopen[\s=>]/);
      expect(disclosure).toContain('Read more');
      expect(disclosure).toContain(`>${long}</p>`);
    }
    expect(page).toContain('via Yelp');
    expect(page).toContain('via Foursquare');
    expect(page.split('Third review.').length - 1).toBe(2);
    expect(page.split('Fourth review, only in the full grid.').length - 1).toBe(1);
    expect(page).toContain(`href="/${sibling.slug}/${city.slug}"`);
  });

  it('shows No Reviews Yet, no Visit Website without a website, and the claim link when unclaimed', async () => {
    const bare = await createBusiness(deps.db, { city, services: [service], name: `Quiet Paws ${token}`, website: null });
    const page = main((await get(`/business/${bare.id}`)).body);
    expect(page).toContain('No Reviews Yet');
    // A listing without reviews says so rather than '(0 reviews)' beside an empty star, on its page and its card.
    expect(page).toContain('No reviews yet');
    expect(page).not.toContain('0 reviews');
    const card = main((await get(`${pairPath()}?q=${encodeURIComponent('Quiet Paws')}`)).body);
    expect(card).toContain('Quiet Paws');
    expect(card).toContain('New · No reviews yet');
    expect(card).not.toContain('(0 reviews)');
    expect(page).toMatch(/<button type="button"[^>]*>.*Write a Review<\/button>/);
    expect(page).not.toContain('Visit Website');
    expect(page).toContain('Call Now');
    expect(page).toContain('Unclaimed: is this your business? Claim it');
    expect(page).toContain(`href="/business/${bare.id}/claim"`);
    expect(page).not.toContain('Verified Business');
  });

  it('answers 404 with Business Not Found for an unknown or malformed id', async () => {
    for (const url of ['/business/2000000001', '/business/not-a-number']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(main(response.body), url).toContain('Business Not Found');
      expect(main(response.body), url).toContain('Return Home');
    }
  });

  it('keeps a hostile business name as text on both pages', async () => {
    const hostile = await createBusiness(deps.db, { city, services: [service], name: HOSTILE, description: HOSTILE, isVerified: true, reviews: [{ rating: 5 }, { rating: 5 }, { rating: 5 }] });
    for (const url of [`/business/${hostile.id}`, `${pairPath()}?q=${encodeURIComponent('alert(1)')}`]) {
      const html = (await get(url)).body;
      expect(html, url).not.toContain('<script>alert(1)</script>');
      expect(main(html), url).toContain(escaped(HOSTILE));
      expect(html.split('</script>').length - 1, url).toBe(scriptTags(html).length);
    }
    expect(head((await get(`/business/${hostile.id}`)).body)).toContain(`<title>${escaped(HOSTILE)} - `);
  });
});
