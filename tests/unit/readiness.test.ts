import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { registerHealthRoutes, type Readiness } from '../../src/server/http/health.js';

type Execute = Pick<Db, 'execute'>;
const answering = { execute: async () => ({ rows: [{ '?column?': 1 }] }) } as unknown as Execute;
const refusing = { execute: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) } as unknown as Execute;
const hanging = { execute: () => new Promise(() => {}) } as unknown as Execute;

async function probe(readiness: Readiness, db: Execute) {
  // The health routes declare zod answers (for the API document), so the app's zod compilers are set as app.ts does.
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerHealthRoutes(app, readiness, db);
  try {
    const started = Date.now();
    const ready = await app.inject('/readyz');
    return { ready, live: await app.inject('/healthz'), ms: Date.now() - started };
  } finally {
    await app.close();
  }
}

describe('readiness checks the database, liveness does not', () => {
  const ready: Readiness = { ready: true, reason: 'ready' };

  it('answers ready while the database answers', async () => {
    const { ready: response } = await probe(ready, answering);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with a message when the database refuses, and stays live', async () => {
    const { ready: response, live } = await probe(ready, refusing);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', message: expect.any(String) });
    expect(live.statusCode).toBe(200);
  });

  it('answers 503 within seconds, not never, when the database does not answer', async () => {
    const { ready: response, ms } = await probe(ready, hanging);
    expect(response.statusCode).toBe(503);
    expect(ms).toBeLessThan(5_000);
  });

  it('keeps answering 503 starting, without asking the database, before start-up finishes', async () => {
    const { ready: response } = await probe({ ready: false, reason: 'Seeding demo data' }, hanging);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'starting', message: 'Seeding demo data' });
  });
});
