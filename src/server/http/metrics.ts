import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { AppError } from '../errors.js';
import { setCachePolicy } from './cache-policy.js';
import { errorBody, textBody } from './openapi-answers.js';

/**
 * The caller's address as Fastify resolves it: the TCP peer, or with TRUST_PROXY the client a trusted proxy names.
 * Behind nginx on the same machine every peer is 127.0.0.1, so the peer alone would let every visitor in.
 */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.ip;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics: process defaults plus request duration by route and status. With `METRICS_TOKEN` set, only
 * its bearer may read them (from anywhere, this machine included); without it, only a caller on this machine (a
 * scraper beside the app); anyone else gets 401.
 */
export function registerMetrics(app: FastifyInstance, metricsToken: string | undefined) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const answers = {
    200: textBody('text/plain', 'The metrics in the Prometheus text format'),
    401: errorBody('Without the METRICS_TOKEN bearer token (or, with no token set, from another machine)'),
  };
  const schema = { summary: 'Prometheus metrics (an operator only: the METRICS_TOKEN bearer, or a caller on this machine)', tags: ['Operations'] };
  app.get('/metrics', { logLevel: 'warn', schema, config: { answers } }, async (request, reply) => {
    setCachePolicy(reply, 'noStore');
    const allowed = metricsToken ? bearerMatches(request, metricsToken) : fromLoopback(request);
    if (!allowed) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'Metrics need the METRICS_TOKEN bearer token.');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
