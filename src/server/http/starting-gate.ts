import type { FastifyInstance } from 'fastify';
import { wantsPage } from '../render/page-routes.js';
import { setCachePolicy } from './cache-policy.js';
import type { Readiness } from './health.js';

/** Seconds a client should wait before asking again while the database is being prepared. */
const RETRY_AFTER_SECONDS = 5;
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz']);

const startingPage = (siteName: string, reason: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex"><title>Starting up | ${escapeHtml(siteName)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#0f172a;text-align:center}p{color:#475569}</style>` +
  `</head><body><main><h1>Starting up</h1><p>${escapeHtml(siteName)} is getting ready (${escapeHtml(reason)}).</p>` +
  `<p>This page reloads by itself in a few seconds.</p></main></body></html>`;

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Until migrations and seeding finish, every request but the health checks answers 503 with Retry-After: a page
 * that reloads itself for people, a JSON message for API clients. Nothing reaches a half-prepared database.
 */
export function registerStartingGate(app: FastifyInstance, readiness: Readiness, siteName: string) {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.ready || ALWAYS_ANSWERED.has(request.url.split('?')[0]!)) return;
    setCachePolicy(reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)), 'noStore');
    if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(startingPage(siteName, readiness.reason));
    return reply.send({ message: `The site is starting up (${readiness.reason}). Please try again in a few seconds.` });
  });
}
