import { z } from 'zod';
import type { AccountType } from './users.js';

/** Where a signed-out visitor of /list-business signs in as a business owner, coming back to /list-business. */
export const LIST_BUSINESS_SIGN_IN_PATH = '/auth/google';
/** Where each account type lands after signing in, unless it asked to return somewhere else on the site. */
export const HOME_AFTER_SIGN_IN: Record<AccountType, string> = {
  customer: '/customer/dashboard',
  business_owner: '/dashboard/business',
};
export const LOGIN_PAGES: Record<AccountType, string> = {
  customer: '/customer/login',
  business_owner: '/business/login',
};

export const RETURN_TO_MAX_LENGTH = 500;

/** A path and query of plain URL characters (RFC 3986 unreserved, reserved and percent escapes): nothing else. */
const RETURN_TO_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

/**
 * A place to return to after sign-in is only ever a path on this site: one leading '/', never '//' or '/\'
 * (browsers read both as another host), no scheme, and only plain URL characters, so it cannot become an open
 * redirect nor an invalid Location header (U+2028 or a fullwidth solidus once crashed the callback).
 */
export function isSafeReturnTo(value: string): boolean {
  return value.length <= RETURN_TO_MAX_LENGTH && RETURN_TO_PATTERN.test(value);
}

/** `returnTo` when it is safe, otherwise the account's default page: a bad value never stops a sign-in. */
export function returnToOrDefault(value: string | undefined, fallback: string): string {
  return value !== undefined && isSafeReturnTo(value) ? value : fallback;
}

export const signInQuerySchema = z.object({
  returnTo: z.string().optional().describe('A path on this site to return to after sign-in; anything else returns to the default page'),
});
export type SignInQuery = z.infer<typeof signInQuerySchema>;
