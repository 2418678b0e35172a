import type { AppDeps } from '../../src/server/app-types.js';
import { loadConfig } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/connect.js';
import { apiPaths } from '#shared/api-paths.js';
import { signIn } from '../helpers/sign-in.js';

/** One answered (or failed) request of the stream. */
export type Outcome = {
  kind: 'write' | 'read';
  /** The pet name a write sent (unique in the run). */
  name?: string;
  /** HTTP status, or 0 when no answer came (refused, reset, or past the deadline). */
  status: number;
  startedAt: number;
  endedAt: number;
  message?: unknown;
  retryAfter?: string | null;
  error?: string;
};

/** A request without an answer in this long counts as a hang. */
export const REQUEST_DEADLINE_MS = 8_000;
/** Each worker starts an iteration (one write, one read) at most this often: a steady stream, not a flood. */
const ITERATION_MS = 25;

/** Signed-in customers for the stream, written straight to the database as the OIDC callback would. */
export async function customerCookies(db: Db, baseUrl: string, count: number): Promise<string[]> {
  const deps = { db, config: loadConfig({ PUBLIC_URL: baseUrl }) } as AppDeps;
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push((await signIn(deps, 'customer')).cookie);
  return cookies;
}

async function send(url: string, init: RequestInit, outcome: Omit<Outcome, 'status' | 'startedAt' | 'endedAt'>): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
    const text = await response.text();
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    return { ...outcome, status: response.status, startedAt, endedAt: Date.now(), message, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ...outcome, status: 0, startedAt, endedAt: Date.now(), error: `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause})` : ''}` };
  }
}

export type PetTraffic = {
  outcomes: Outcome[];
  /** Stops the workers and waits for their last requests. */
  stop(): Promise<void>;
};

/**
 * Workers that each add a pet (`POST /api/customer/pets`, a unique name per write) and list the pets back, in a
 * loop, spreading writes over the customers so none reaches the per-customer cap.
 */
export function startPetTraffic(baseUrl: string, cookies: string[], options: { workers: number; prefix: string }): PetTraffic {
  const outcomes: Outcome[] = [];
  let running = true;
  let sequence = 0;
  const worker = async () => {
    while (running) {
      const began = Date.now();
      const n = sequence++;
      const cookie = cookies[n % cookies.length]!;
      const name = `${options.prefix}-${n}`;
      outcomes.push(
        await send(
          `${baseUrl}${apiPaths.customerPets}`,
          { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name, type: 'dog', breed: 'Beagle', age: 3 }) },
          { kind: 'write', name },
        ),
      );
      outcomes.push(await send(`${baseUrl}${apiPaths.customerPets}`, { headers: { cookie } }, { kind: 'read' }));
      const rest = ITERATION_MS - (Date.now() - began);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  const workers = Array.from({ length: options.workers }, () => worker());
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Names of the writes that got a 2xx. */
export const acknowledgedWrites = (outcomes: Outcome[]) =>
  outcomes.filter((o) => o.kind === 'write' && o.status >= 200 && o.status < 300).map((o) => o.name!);

/** How many times each name occurs. */
export function occurrences(names: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}
