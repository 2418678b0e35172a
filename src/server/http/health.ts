import type { FastifyInstance } from 'fastify';

export type Readiness = { ready: boolean; reason: string };

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    if (!readiness.ready) return reply.status(503).send({ status: 'starting', message: readiness.reason });
    return { status: 'ready' };
  });
}
