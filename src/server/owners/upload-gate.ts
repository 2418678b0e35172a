import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_IN_PROGRESS_MESSAGE, UPLOADS_BUSY_MESSAGE } from '#shared/owners.js';
import { AppError } from '../errors.js';

/** Document uploads handled at once by one process: each is a ~14MB body to parse, decode and store. */
export const UPLOAD_SLOTS = 2;
/** Uploads that may wait for a slot; any more are refused at once. */
export const UPLOAD_QUEUE = 4;
/** How long one waits for a slot before it is refused. */
export const UPLOAD_WAIT_MS = 5_000;
/** Uploads of one account that may wait behind the one it has in flight; any more are refused at once. */
export const TURN_QUEUE = 2;
/** How long an account's upload waits for the one before it (the request deadline, 30 s, bounds it anyway). */
export const TURN_WAIT_MS = 20_000;
/** Bodies below this carry no document worth queueing (a phone or email verification, a form error). */
const SMALL_BODY_BYTES = 64 * 1024;
const RETRY_AFTER_SECONDS = 5;

export type UploadGate = {
  /** Resolves to a release function once a slot is free; throws a 429 AppError when the queue is full or the wait too long. */
  enter(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
};

export function createUploadGate(slots = UPLOAD_SLOTS, queue = UPLOAD_QUEUE, waitMs = UPLOAD_WAIT_MS, message = UPLOADS_BUSY_MESSAGE): UploadGate {
  let active = 0;
  const waiters: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  const busy = () => new AppError('TOO_MANY_REQUESTS', message);
  const release = () => {
    const next = waiters.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else {
      active -= 1;
    }
  };
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
    enter() {
      if (active < slots) {
        active += 1;
        return Promise.resolve(releaser());
      }
      if (waiters.length >= queue) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        // A slot passes straight from the upload that ends to the first waiter, so `active` stays as it is.
        const waiter = {
          admit: () => resolve(releaser()),
          timer: setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            reject(busy());
          }, waitMs),
        };
        waiters.push(waiter);
      });
    },
  };
}

export type UploadTurns = {
  /** Resolves once the account's earlier uploads are done; throws a 429 AppError when it has too many waiting. */
  take(accountId: number): Promise<() => void>;
  /** Accounts with an upload in flight or waiting (for tests and metrics). */
  readonly accounts: number;
};

/**
 * Each account's uploads one at a time, in the order they came (a gate of one slot per account, dropped once idle).
 * Taken before an upload's body is read, so an account trickling a body holds up only its own next upload, never
 * anyone else's; the shared processing slots are taken only once a body has arrived. With one upload per account
 * in a processing queue that is first come, first served, every account gets its turn (decision 0008).
 */
export function createUploadTurns(queue = TURN_QUEUE, waitMs = TURN_WAIT_MS): UploadTurns {
  const gates = new Map<number, UploadGate>();
  return {
    get accounts() {
      return gates.size;
    },
    async take(accountId) {
      let gate = gates.get(accountId);
      if (!gate) gates.set(accountId, (gate = createUploadGate(1, queue, waitMs, UPLOAD_IN_PROGRESS_MESSAGE)));
      const own = gate;
      const dropWhenIdle = () => {
        if (own.active === 0 && own.waiting === 0 && gates.get(accountId) === own) gates.delete(accountId);
      };
      try {
        const release = await own.enter();
        return () => {
          release();
          dropWhenIdle();
        };
      } catch (error) {
        dropWhenIdle();
        throw error;
      }
    },
  };
}

let sharedTurns: UploadTurns | undefined;
/** The process's one set of turns: documents, business photos and review photos of one account share it. */
export const sharedUploadTurns = () => (sharedTurns ??= createUploadTurns());

/** Frees `release` when the answer is sent or the client goes away (at once if it has already gone). */
function releaseWithAnswer(reply: FastifyReply, release: () => void) {
  if (reply.raw.destroyed) return release();
  reply.raw.once('close', release);
  reply.raw.once('finish', release);
}

const isSmallBody = (request: FastifyRequest) => {
  const length = Number(request.headers['content-length'] ?? Number.NaN);
  return Number.isFinite(length) && length < SMALL_BODY_BYTES;
};

async function withRetryAfter<T>(reply: FastifyReply, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    throw error;
  }
}

/**
 * A preParsing hook for the document routes: a document-sized body waits for its account's turn before it is read
 * (the socket holds it meanwhile). No shared slot is held while the body arrives, however slowly it trickles.
 */
export function uploadTurnHook(turns: UploadTurns) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isSmallBody(request)) return;
    releaseWithAnswer(reply, await withRetryAfter(reply, turns.take(request.session.user.id)));
  };
}

/**
 * A preHandler hook: once the body has arrived (and passed validation), a document-sized request waits for one of
 * the process's slots to decode and store it, and frees the slot when its answer is sent or the client goes away.
 */
export function uploadGateHook(gate: UploadGate) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isSmallBody(request)) return;
    releaseWithAnswer(reply, await withRetryAfter(reply, gate.enter()));
  };
}
