import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { AppError } from '../errors.js';
import { setCachePolicy } from './cache-policy.js';

/** The TCP peer, not X-Forwarded-For: a proxy in front must not make every outside caller look local. */
function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
}

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics: process defaults plus request duration by route and status. Readable with the bearer
 * `METRICS_TOKEN`, or from this machine (a scraper beside the app); anyone else gets 401.
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
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    setCachePolicy(reply, 'noStore');
    if (!bearerMatches(request, metricsToken) && !fromLoopback(request)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'Metrics need the METRICS_TOKEN bearer token.');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
