import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { apiPaths } from '#shared/api-paths.js';
import type { AccountType } from '#shared/users.js';

/**
 * What a signed-out visitor was doing when the page sent them to sign in: the sign-in returns to the same page with
 * `?intent=<name>`, and the page carries the action on (opens the review dialog, saves the favorite, opens the
 * request form). One query parameter for every such action, so each page reads it the same way.
 */
export type SignInIntent = 'review' | 'book' | 'favorite';

const INTENT_PARAM = 'intent';

/** The sign-in address that comes back to `path` (the current page) with `intent`, plus an optional subject id. */
export function signInHrefWithIntent(accountType: AccountType, path: string, intent: SignInIntent, subject?: string | number) {
  const url = new URL(path, 'http://local');
  url.searchParams.set(INTENT_PARAM, subject === undefined ? intent : `${intent}:${subject}`);
  const returnTo = `${url.pathname}${url.search}${url.hash}`;
  return `${apiPaths.signIn[accountType]}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Calls `run` once when the page was opened with `?intent=<intent>` (and `ready` is true, e.g. the session is
 * known), with the subject id if one was given, then removes the parameter from the address so a reload or the
 * back button does not repeat the action.
 */
export function useSignInIntent(intent: SignInIntent, ready: boolean, run: (subject: string | undefined) => void) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const params = new URLSearchParams(search);
    const value = params.get(INTENT_PARAM);
    if (!value) return;
    const [name, subject] = value.split(':', 2) as [string, string | undefined];
    if (name !== intent) return;
    done.current = true;
    params.delete(INTENT_PARAM);
    const rest = params.toString();
    navigate(window.location.pathname + (rest ? `?${rest}` : '') + window.location.hash, { replace: true });
    run(subject);
  }, [ready, intent, search, navigate, run]);
}
