import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatNear } from '#shared/listing-options.js';

export type LocateFailure = 'denied' | 'failed';

/**
 * The browser was asked in this page session and refused: a prompt shown while the search box's ask was pending
 * learns of the refusal and says so.
 */
let refused = false;
const listeners = new Set<() => void>();
function setRefused(value: boolean) {
  if (refused === value) return;
  refused = value;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Asks the browser once for the visitor's position, as `near` (rounded to about 1 km, never stored). Call it from a
 * person's gesture (a click, a form submit): browsers ignore or block asks made while a page loads.
 */
export function locateVisitor(onFound: (near: string) => void, onFailed?: (why: LocateFailure) => void): void {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return onFailed?.('failed');
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      setRefused(false);
      onFound(formatNear(coords.latitude, coords.longitude));
    },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) setRefused(true);
      onFailed?.(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
    },
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
  );
}

export type Locating = 'idle' | 'asking' | LocateFailure;

/**
 * A 'use my location' control's state and its ask. It starts as 'denied' when the browser already refused this
 * site (the permission says so, or the search box's ask was refused), so the control says so before a click.
 */
export function useLocate(onFound: (near: string) => void): { locating: Locating; locate: () => void } {
  const [asked, setLocating] = useState<Locating>('idle');
  const refusedBefore = useSyncExternalStore(subscribe, () => refused, () => false);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let live = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => live && setBlocked(status.state === 'denied'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const locating = asked === 'idle' && (refusedBefore || blocked) ? 'denied' : asked;
  const locate = () => {
    setLocating('asking');
    locateVisitor(
      (near) => {
        setLocating('idle');
        onFound(near);
      },
      setLocating,
    );
  };
  return { locating, locate };
}
