import { useEffect } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { BusinessEvent } from '#shared/listings.js';

/**
 * Counts a profile view or a contact click: a small POST that survives the page being left (a click on Visit
 * Website or Get Directions may unload it), same origin only (CSP connect-src 'self'). Failures are ignored:
 * analytics never gets in the visitor's way.
 */
export function sendBusinessEvent(businessId: number, kind: BusinessEvent['kind']): void {
  const body: BusinessEvent = { kind };
  try {
    void fetch(apiPaths.businessEvents(businessId), {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // fetch itself may throw (e.g. too many keepalive bytes in flight); nothing to do.
  }
}

/** One profile view per visit of a business page, sent once the page is running in the browser. */
export function useProfileView(businessId: number | undefined): void {
  useEffect(() => {
    if (businessId !== undefined) sendBusinessEvent(businessId, 'view');
  }, [businessId]);
}
