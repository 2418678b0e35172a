import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_BUSY_MESSAGE } from '../../shared/owners.js';
import { AppError } from '../errors.js';

/** Document uploads handled at once by one process: each is a ~14MB body to parse, decode and store. */
export const UPLOAD_SLOTS = 2;
/** Uploads that may wait for a slot; any more are refused at once. */
export const UPLOAD_QUEUE = 4;
/** How long one waits for a slot before it is refused. */
export const UPLOAD_WAIT_MS = 5_000;
/** Bodies below this carry no document worth queueing (a phone or email verification, a form error). */
const SMALL_BODY_BYTES = 64 * 1024;
const RETRY_AFTER_SECONDS = 5;

export type UploadGate = {
  /** Resolves to a release function once a slot is free; throws a 429 AppError when the queue is full or the wait too long. */
  enter(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
};

export function createUploadGate(slots = UPLOAD_SLOTS, queue = UPLOAD_QUEUE, waitMs = UPLOAD_WAIT_MS): UploadGate {
  let active = 0;
  const waiters: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  const busy = () => new AppError('TOO_MANY_REQUESTS', UPLOADS_BUSY_MESSAGE);
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

/**
 * A preParsing hook: a request with a document-sized body waits for a slot before its body is read (the socket
 * holds it meanwhile), and frees the slot when its answer is sent or the client goes away.
 */
export function uploadGateHook(gate: UploadGate) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(length) && length < SMALL_BODY_BYTES) return;
    try {
      const release = await gate.enter();
      // A client that left while queued has already closed its answer: no event would come to free the slot.
      if (reply.raw.destroyed) return release();
      reply.raw.once('close', release);
      reply.raw.once('finish', release);
    } catch (error) {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw error;
    }
  };
}
