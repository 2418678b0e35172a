import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { currentUserSchema } from '#shared/users.js';
import { InjectBrowser, signInThroughDevProvider } from '../helpers/oidc.js';
import { buildTestApp } from '../helpers/test-app.js';
import { makeReviewWorld, reviewableBusiness, reviewText } from './reviews-fixtures.js';

const { app, deps } = await buildTestApp();
const world = await makeReviewWorld(deps);

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.com`;

const storedNames = async (browser: InjectBrowser) => {
  const me = currentUserSchema.parse((await browser.request('GET', apiPaths.session)).json());
  const [row] = await deps.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, me.user.id));
  return { id: me.user.id, ...row! };
};

describe('Provider names with invisible characters', () => {
  it('stores and shows a provider name without its text-direction, zero-width and other format characters', async () => {
    const signedIn = await signInThroughDevProvider(app, {
      email: uniqueEmail('evil'),
      // A right-to-left override, a soft hyphen and a tag character in the first name; zero-width ones in the last.
      firstName: 'Ev\u202eil\u00ad\u{e0041}',
      lastName: '\u200bZ\ufeffimmer\u2066',
    });
    expect(signedIn.callback.statusCode).toBe(302);
    const { browser } = signedIn;
    expect(await storedNames(browser)).toMatchObject({ firstName: 'Evil', lastName: 'Zimmer' });

    const business = await reviewableBusiness(deps, world);
    const posted = await app.inject({
      method: 'POST',
      url: apiPaths.businessReviews(business.id),
      headers: { cookie: browser.cookieHeader(apiPaths.businessReviews(business.id)) },
      payload: { rating: 5, text: reviewText('provider name') },
    });
    expect(posted.statusCode).toBe(201);
    const shown = await app.inject(apiPaths.businessReviews(business.id));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('"Evil Z."');
    expect(shown.body).not.toMatch(/\\u202e|\u202e|\\u00ad|\u00ad/i);
  });

  it('turns line breaks and controls into one space, and a name of nothing but invisible characters into none', async () => {
    const signedIn = await signInThroughDevProvider(app, { email: uniqueEmail('blank'), firstName: '\u3164\u200b', lastName: 'van\u2028 der\u00a0\u00a0Berg' });
    expect(await storedNames(signedIn.browser)).toMatchObject({ firstName: null, lastName: 'van der Berg' });
  });
});
