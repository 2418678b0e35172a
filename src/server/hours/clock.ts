import type { FastifyReply } from 'fastify';
import { setCachePolicy } from '../http/cache-policy.js';

/** The app's clock in ms since the epoch: Date.now, unless the deps fix one (tests of 'open now'). */
export const clockOf = (deps: { clock?: () => number }): (() => number) => () => (deps.clock ?? Date.now)();

const MINUTE = 60_000;

/**
 * 'Open now' answers change when a minute turns (hours are kept to the minute), so a cached one must not outlive
 * its minute: the public-answer cache keys it by the minute (see public-cache-targets.ts), and shared caches may keep
 * it only until the minute ends. Browsers always ask again.
 */
export function untilNextMinute(now: number): string {
  const left = Math.max(1, Math.floor((MINUTE - (now % MINUTE)) / 1000));
  return `public, max-age=0, s-maxage=${left}`;
}

/** A list answer's cache policy: one that asks who is open now lives until its minute ends, others are public reads. */
export function setListCachePolicy(reply: FastifyReply, asksOpenNow: boolean, now: number) {
  if (asksOpenNow) reply.header('Cache-Control', untilNextMinute(now));
  else setCachePolicy(reply, 'publicRead');
}

/** The cache key's suffix of an answer that depends on the clock: the minute it was computed in. */
export const minuteKey = (now: number) => `@minute=${Math.floor(now / MINUTE)}`;

/** Whether a listing address asks for businesses open now (`open=1`). */
export const asksOpenNow = (search: URLSearchParams) => search.get('open') === '1';
