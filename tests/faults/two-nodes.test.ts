import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { CONTACT_TOPICS } from '#shared/contact.js';
import { MAX_PETS_PER_CUSTOMER } from '#shared/customers.js';
import { mediaPath } from '#shared/media.js';
import type { AppDeps } from '../../src/server/app-types.js';
import { loadConfig } from '../../src/server/config.js';
import { connectDatabase, queryRows, type Database } from '../../src/server/db/connect.js';
import { maintenanceTurns } from '../../src/server/maintenance/maintenance-turn.js';
import { getObject, objectKey } from '../../src/server/media/s3-store.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';
import { signIn } from '../helpers/sign-in.js';
import { privatePostgresDatabase } from '../helpers/test-app.js';
import { signInOnNode } from './http-sign-in.js';
import { acknowledgedWrites, customerCookies, occurrences, startPetTraffic } from './pet-traffic.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';
import { freePort, startServerProcess, waitFor, type ServerProcess } from './server-process.js';

/**
 * Issue 29 item 2: two app processes as if on two machines (their own ports and public caches), one PostgreSQL
 * database of this test's own, one S3 store, behind a round-robin proxy: they behave as one site. PostgreSQL run
 * only (the embedded database is one process by nature).
 */
const inPostgresRun = Boolean(process.env.TEST_DATABASE_URL);
const SESSION_SECRET = 'two-nodes-session-secret-at-least-32-characters';

describe.skipIf(!inPostgresRun)('two nodes, one site (PostgreSQL run only)', () => {
  let s3: LocalS3;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let setup: Database;
  let proxy: RoundRobinProxy;
  let a: ServerProcess;
  let b: ServerProcess;
  let deps: AppDeps;

  beforeAll(async () => {
    s3 = await startLocalS3();
    // A database of this file's own: a copy of the run's seeded template, dropped at the end.
    database = await privatePostgresDatabase();
    setup = await connectDatabase({ databaseUrl: database!.url, dataDir: '', poolSize: 2 });
    const [portA, portB] = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy([`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]);
    const env = {
      ...s3.env,
      DATABASE_URL: database!.url,
      PUBLIC_URL: proxy.url,
      SESSION_SECRET,
      TRUST_PROXY: 'loopback',
      PUBLIC_CACHE: 'on',
      MAINTENANCE_FIRST_DELAY_SECONDS: '1',
    };
    [a, b] = await Promise.all([startServerProcess(portA, env), startServerProcess(portB, env)]);
    deps = { db: setup.db, config: loadConfig({ PUBLIC_URL: proxy.url, SESSION_SECRET }) } as AppDeps;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await setup?.close();
    await database?.drop();
    await s3?.close();
  });

  const onFailure = () => onTestFailed(() => console.log(`--- node A ---\n${a.output()}\n--- node B ---\n${b.output()}`));

  /** An approved demo listing of the seeded copy. */
  async function approvedBusinessId(skip = 0): Promise<number> {
    const [row] = await queryRows<{ id: number }>(setup.db, sql`select id from businesses where status = 'approved' order by id offset ${skip} limit 1`);
    return row!.id;
  }

  it('a write through one node is on the other node’s cached answers before the write’s 2xx reaches the client', async () => {
    onFailure();
    const businessId = await approvedBusinessId(3);
    const readOnB = async () => {
      const response = await fetch(`${b.url}${apiPaths.business(businessId)}`);
      return { cache: response.headers.get('x-cache'), reviewCount: ((await response.json()) as { business: { reviewCount: number } }).business.reviewCount };
    };
    for (let round = 0; round < 5; round++) {
      await readOnB();
      const cached = await readOnB();
      expect(cached.cache).toBe('hit');
      const customer = await signIn(deps, 'customer');
      const written = await fetch(`${a.url}${apiPaths.businessReviews(businessId)}`, {
        method: 'POST',
        headers: { cookie: customer.cookie, 'content-type': 'application/json', origin: proxy.url },
        body: JSON.stringify({ rating: 5, text: `Round ${round}: a calm, careful groomer; my beagle came home happy.` }),
      });
      expect(written.status, await written.clone().text()).toBe(201);
      // The very next read on the other node, with no wait: its cached copy is gone already.
      expect((await readOnB()).reviewCount).toBe(cached.reviewCount + 1);
    }
  });

  it('a session made on one node works on the other', async () => {
    onFailure();
    const email = `nora-${randomUUID()}@example.com`;
    const cookies = await signInOnNode(a.url, proxy.url, email);
    const onB = await fetch(`${b.url}${apiPaths.session}`, { headers: { cookie: cookies } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(email);
    // Signed out on B the same as on A: the cookie went nowhere else.
    expect((await fetch(`${b.url}${apiPaths.session}`)).status).toBe(401);
  });

  it('a photo uploaded through one node is served by the other, the bytes the bucket holds', async () => {
    onFailure();
    const owner = await signIn(deps, 'business_owner');
    const businessId = await approvedBusinessId(5);
    await setup.db.execute(sql`update businesses set owner_id = ${owner.id}, is_claimed = true, is_verified = true where id = ${businessId}`);
    const { payload, headers } = multipartBody(await jpegOf(800, 600));
    const uploaded = await fetch(`${a.url}${apiPaths.businessPhotos(businessId)}`, {
      method: 'POST',
      headers: { ...headers, cookie: owner.cookie, origin: proxy.url },
      body: payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: { image: { hash: string; widths: number[] } } };
    for (const width of photo.image.widths) {
      const served = await fetch(`${b.url}${mediaPath(photo.image.hash, width)}`);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals((await getObject(s3.client, s3.bucket, objectKey(photo.image.hash, width)))!)).toBe(true);
    }
  });

  it('rate limits and quotas count requests to both nodes together', async () => {
    onFailure();
    // The contact form takes 10 messages an hour from one address, whichever node receives them.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${proxy.url}${apiPaths.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxy.url },
        body: JSON.stringify({ name: 'Rita Limit', email: `rita-${i}@example.com`, topic: Object.keys(CONTACT_TOPICS)[0], message: 'Two machines, one count of messages.' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    // A customer keeps at most MAX_PETS_PER_CUSTOMER pets, whichever node each write reaches.
    const customer = await signIn(deps, 'customer');
    const addPet = (n: number) =>
      fetch(`${proxy.url}${apiPaths.customerPets}`, {
        method: 'POST',
        headers: { cookie: customer.cookie, 'content-type': 'application/json', origin: proxy.url },
        body: JSON.stringify({ name: `Quota ${n}`, type: 'dog', breed: 'Beagle', age: 3 }),
      });
    const added = [];
    for (let n = 0; n < MAX_PETS_PER_CUSTOMER + 2; n++) added.push((await addPet(n)).status);
    expect(added.slice(0, MAX_PETS_PER_CUSTOMER).every((status) => status === 201)).toBe(true);
    expect(added.slice(MAX_PETS_PER_CUSTOMER).every((status) => status >= 400 && status < 500)).toBe(true);
    const [count] = await queryRows<{ n: number }>(setup.db, sql`select count(*)::int as n from pets where user_id = ${customer.id}`);
    expect(count!.n).toBe(MAX_PETS_PER_CUSTOMER);
    // Both nodes took part.
    expect([...proxy.answered.values()].every((n) => n > 20)).toBe(true);
  });

  it('the hourly maintenance ran once for the site, not once per node', async () => {
    onFailure();
    // Each node offered a first pass one second after it was ready; only one of them ran it.
    const turns = await waitFor('a maintenance pass', 20_000, async () => (await maintenanceTurns(setup.db)) ?? undefined);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await maintenanceTurns(setup.db))?.passes).toBe(1);
    expect([a.child.pid, b.child.pid].map((pid) => `:${pid}`).some((suffix) => turns.by.endsWith(suffix))).toBe(true);
  });

  it('stopping one node under load loses no acknowledged write, and the other keeps answering', async () => {
    onFailure();
    const cookies = await customerCookies(setup.db, proxy.url, 40);
    const traffic = startPetTraffic(proxy.url, cookies, { workers: 4, prefix: 'two-nodes' });
    let stoppedAt = 0;
    try {
      await waitFor('writes through both nodes', 15_000, async () => (acknowledgedWrites(traffic.outcomes).length >= 40 ? true : undefined));
      await a.stop('SIGTERM');
      stoppedAt = Date.now();
      await waitFor('writes after the stop', 15_000, async () =>
        acknowledgedWrites(traffic.outcomes.filter((o) => o.startedAt > stoppedAt)).length >= 40 ? true : undefined,
      );
    } finally {
      await traffic.stop();
    }
    b.assertAlive();
    const after = traffic.outcomes.filter((o) => o.startedAt > stoppedAt);
    expect(after.filter((o) => o.status < 200 || o.status >= 300)).toEqual([]);
    const failed = traffic.outcomes.filter((o) => o.status < 200 || o.status >= 300);
    console.log(`two nodes, one stopped: ${traffic.outcomes.length} requests, ${failed.length} not 2xx (${[...new Set(failed.map((o) => o.status))].join(', ') || 'none'})`);
    const acknowledged = acknowledgedWrites(traffic.outcomes);
    const stored = await queryRows<{ name: string }>(setup.db, sql`select name from pets where name like 'two-nodes-%'`);
    const counts = occurrences(stored.map((row) => row.name));
    expect(acknowledged.filter((name) => counts.get(name) !== 1)).toEqual([]);
  });
});
