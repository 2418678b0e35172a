import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
/** The current minute: hours change on the minute, and a stable snapshot keeps React from re-rendering in between. */
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    timer = setTimeout(() => {
      onChange();
      tick();
    }, MINUTE - (Date.now() % MINUTE) + 50);
  };
  tick();
  return () => clearTimeout(timer);
}

/**
 * The instant a status is computed at. The server, and the browser while hydrating, use `renderedAt` (the time the
 * server read the data: a query's dataUpdatedAt, which the dehydrated state carries to the browser), so both
 * render the same HTML; right after hydration React switches to the browser's clock, moved on at each minute.
 */
export function useNow(renderedAt: number): number {
  return useSyncExternalStore(subscribe, currentMinute, () => renderedAt);
}
