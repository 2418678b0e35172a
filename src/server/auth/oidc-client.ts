import * as client from 'openid-client';
import { withoutHiddenCharacters } from '#shared/text.js';
import type { AccountType } from '#shared/users.js';
import type { FlowState } from './flow-state.js';

export type OidcClientOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** How the client reaches the issuer; see inject-fetch.ts for the built-in provider. */
  fetch?: client.CustomFetch;
  /** Only for the built-in development provider, which may run on plain http. */
  allowInsecureRequests?: boolean;
};

/** Who signed in, as the account provider vouches for it. */
export type OidcProfile = {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
};

/** 'refused': the provider answered with an error (the person cancelled); 'invalid': a check failed. */
export class SignInError extends Error {
  constructor(
    readonly reason: 'refused' | 'invalid' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SignInError';
  }
}

export const SIGN_IN_SCOPE = 'openid email profile';

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce (openid-client 6). The library checks the
 * authorization response (state, issuer), the token response and the ID token (signature, issuer, audience,
 * expiry, nonce); this module only decides what to keep of the result.
 */
export function createOidcClient(options: OidcClientOptions) {
  let configuration: Promise<client.Configuration> | undefined;

  /** Discovery once per process; a failure is retried on the next sign-in rather than cached. */
  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(new URL(options.issuer), options.clientId, undefined, client.ClientSecretPost(options.clientSecret), {
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
        execute: options.allowInsecureRequests ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new SignInError('unavailable', 'The account provider could not be reached', { cause: error });
      });
    return configuration;
  }

  async function begin(accountType: AccountType, returnTo: string) {
    const config = await discover();
    const flow: FlowState = {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      accountType,
      returnTo,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: options.redirectUri,
      scope: SIGN_IN_SCOPE,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url, flow };
  }

  /** Exchanges the code the provider sent back; `currentUrl` is the callback URL with its query. */
  async function finish(currentUrl: URL, flow: FlowState): Promise<OidcProfile> {
    const config = await discover();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        throw new SignInError('refused', `The account provider refused the sign-in (${error.error})`, { cause: error });
      }
      throw new SignInError('invalid', 'The sign-in response could not be verified', { cause: error });
    }
    const idToken = tokens.claims();
    if (!idToken) throw new SignInError('invalid', 'The account provider sent no ID token');
    let claims: Record<string, unknown> = { ...idToken };
    // Google puts profile claims in the ID token; a conforming provider (the built-in one) only in userinfo.
    if (typeof idToken.email !== 'string') {
      try {
        const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...userInfo, ...idToken };
      } catch (error) {
        throw new SignInError('invalid', 'The account profile could not be read', { cause: error });
      }
    }
    return profileFromClaims(idToken.iss, idToken.sub, claims);
  }

  return { begin, finish, discover };
}

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/**
 * A name others will see (on reviews, to owners): held to the rule typed names are (shared/text.ts), but cleaned
 * rather than refused, since nobody can fix a provider's profile from our sign-in.
 */
const shownName = (value: unknown, max: number): string | null =>
  typeof value === 'string' ? withoutHiddenCharacters(value).slice(0, max).trim() || null : null;

export function profileFromClaims(issuer: string, subject: string, claims: Record<string, unknown>): OidcProfile {
  // Only a verified email is kept: staff rights (ADMIN_EMAILS) are granted by email.
  const email = claims.email_verified === true ? text(claims.email, 320)?.toLowerCase() ?? null : null;
  let firstName = shownName(claims.given_name, 100);
  let lastName = shownName(claims.family_name, 100);
  const fullName = shownName(claims.name, 200);
  if (!firstName && !lastName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first?.slice(0, 100) ?? null;
    lastName = rest.join(' ').slice(0, 100) || null;
  }
  const picture = text(claims.picture, 2000);
  const pictureUrl = picture && /^https?:\/\//i.test(picture) ? picture : null;
  return { issuer, subject, email, firstName, lastName, pictureUrl };
}
