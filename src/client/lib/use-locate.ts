import { useEffect, useState, useSyncExternalStore } from 'react';
import { locateVisitor, refusedThisSession, subscribeToRefusal, type LocateFailure } from './geolocation.js';

export type Locating = 'idle' | 'asking' | LocateFailure;


/**
 * A 'use my location' control's state and its ask. It starts as 'denied' when the browser already refused this
 * site (the permission says so, or the search box's ask was refused), so the control says so before a click.
 */
export function useLocate(onFound: (near: string) => void): { locating: Locating; locate: () => void } {
  const [asked, setLocating] = useState<Locating>('idle');
  const refusedBefore = useSyncExternalStore(subscribeToRefusal, refusedThisSession, () => false);
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
