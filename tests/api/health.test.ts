import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();

describe('operations endpoints', () => {
  it('answers /healthz while the process lives and /readyz once the database is ready', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz with 503 and the reason while migrations or seeding run', async () => {
    const starting = await buildApp({ ...deps, readiness: { ready: false, reason: 'Seeding demo data' } });
    try {
      expect((await starting.inject('/healthz')).statusCode).toBe(200);
      const response = await starting.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'Seeding demo data' });
    } finally {
      await starting.close();
    }
  });

  it('exposes Prometheus metrics with request durations by route', async () => {
    await app.inject(apiPaths.cities);
    const response = await app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/cities",status="200"\} \d+/);
    expect(response.body).toContain('process_cpu_seconds_total');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Not found/);
  });
});
