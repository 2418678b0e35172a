import { z } from 'zod';
import type { AccountType } from './users.js';

/** Browser-level sign-in and sign-out addresses (spec section 2), one per account type. */
export const SIGN_IN_PATHS: Record<AccountType, string> = {
  customer: '/api/auth/customer/google',
  business_owner: '/api/auth/business/google',
};
export const SIGN_OUT_PATHS: Record<AccountType, string> = {
  customer: '/api/auth/customer/logout',
  business_owner: '/api/auth/business/logout',
};
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

/**
 * A place to return to after sign-in is only ever a path on this site: one leading '/', never '//' or '/\'
 * (browsers read both as another host), no scheme, no control characters. Anything else could turn the
 * sign-in into an open redirect.
 */
export function isSafeReturnTo(value: string): boolean {
  if (value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  return true;
}

export const signInQuerySchema = z.object({
  returnTo: z
    .string()
    .optional()
    .refine((value) => value === undefined || isSafeReturnTo(value), {
      message: 'returnTo must be a path on this site',
    }),
});
export type SignInQuery = z.infer<typeof signInQuerySchema>;
