import nodemailer from 'nodemailer';
import type { App, AppDeps } from '../app-types.js';
import { databaseUnavailableCause } from '../db/connect.js';
import { deliverDueMail, type MailTransport } from './sender.js';

/** How often a process looks for due messages (new ones are also sent right after the request that queued them). */
const POLL_INTERVAL_MS = 30_000;

export type MailDispatcher = { kick(): void; idle(): Promise<void> };

/** Runs delivery one run at a time; a kick during a run asks for one more run after it. */
export function createMailDispatcher(run: () => Promise<{ more: boolean }>, onError: (error: unknown) => void): MailDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  // Runs in the background, after the response: nothing may escape as an unhandled rejection (it would stop the
  // process), not even a throwing error callback. `running` is cleared in the same tick the last run ends, so a
  // kick arriving after that check starts a new loop instead of being lost.
  const loop = async () => {
    try {
      do {
        again = false;
        try {
          if ((await run()).more) again = true;
        } catch (error) {
          onError(error);
        }
      } while (again);
    } catch {
      // onError itself failed: nothing left to report to.
    } finally {
      running = null;
    }
  };
  return {
    kick() {
      if (running) again = true;
      else running = loop();
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * Email delivery over SMTP_URL. Without it nothing is sent: messages wait in the outbox (listed at /admin/outbox)
 * and go out once a process with SMTP_URL runs. Registered before the other routes, so its hook sees them all.
 */
export function registerMailDelivery(app: App, deps: AppDeps) {
  const url = deps.config.SMTP_URL;
  if (!url) return;
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const dispatcher = createMailDispatcher(
    () => deliverDueMail(deps.db, transport as MailTransport, deps.config.MAIL_FROM),
    (error) => {
      // A database outage fails every run until it ends: one line each, not a stack; the mail waits in the outbox.
      const unavailable = databaseUnavailableCause(error);
      if (unavailable) app.log.warn({ reason: unavailable.message, code: unavailable.code }, 'mail delivery waits: database unavailable');
      else app.log.error({ err: error }, 'mail delivery run failed');
    },
  );
  // A successful write may have queued a message (a submission or a decision): send it now, after the response.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) dispatcher.kick();
  });
  const timer = setInterval(() => dispatcher.kick(), POLL_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => dispatcher.kick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await dispatcher.idle();
    transport.close();
  });
}
