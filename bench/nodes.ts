// `npm run bench:nodes`: the site on one node and on two nodes (separate processes and ports, each its own public
// cache, one PostgreSQL database, one S3 store) behind the same round-robin proxy, with the public cache off and on:
// pages per second and p99 of a mix of public pages. Then the image route (`/media`, cache off) with the bytes in
// the database and in the bucket. Figures, not a test. NODES_SECONDS sets each measurement's length (default 15),
// NODES_CONNECTIONS the load (default 20). Needs PostgreSQL (BENCH_PG_URL); the S3 server is s3rver, from npm.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { createSession } from '../src/server/auth/sessions.js';
import { connectDatabase, queryRows } from '../src/server/db/connect.js';
import { users } from '../src/server/db/schema.js';
import { seedDatabase } from '../src/server/seed/seed-database.js';
import { sql } from 'drizzle-orm';
import { startLocalS3, type LocalS3 } from '../tests/helpers/s3-server.js';
import { startRoundRobinProxy } from '../tests/faults/round-robin-proxy.js';
import { startCurrentServer, type RunningServer } from './server-process.js';
import { withThrowawayDatabase } from './throwaway-database.js';

const SECONDS = Number(process.env.NODES_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.NODES_CONNECTIONS ?? 20);
const WARMUP_SECONDS = 3;
const SESSION_SECRET = 'bench-nodes-session-secret-at-least-32-characters';
const BASE_PORT = 3440;

type Figures = { rps: number; p99: number; failed: number };
type Request = { method: 'GET'; path: string };
const run = autocannon as unknown as (options: { url: string; connections: number; duration: number; requests?: Request[] }) => Promise<{
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;

async function measure(url: string, paths: string[]): Promise<Figures> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  await run({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
  const result = await run({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx };
}

async function startNodes(count: number, env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const ports = Array.from({ length: count }, (_, i) => BASE_PORT + i);
  const proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`), BASE_PORT + 9);
  const nodes: RunningServer[] = [];
  try {
    for (const port of ports) nodes.push(await startCurrentServer(`node on ${port}`, port, { ...env, PUBLIC_URL: proxy.url }));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    await proxy.close();
    throw error;
  }
  return {
    url: proxy.url,
    async stop() {
      await Promise.all(nodes.map((node) => node.stop()));
      await proxy.close();
    },
  };
}

/** Uploads a fresh photo to `businessId` as its owner and returns its 640 px address. */
async function uploadPhoto(url: string, businessId: number, cookie: string): Promise<string> {
  const jpeg = await sharp(randomBytes(900 * 700 * 3), { raw: { width: 900, height: 700, channels: 3 } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${url}/api/dashboard/business/${businessId}/photos`, { method: 'POST', body: form, headers: { cookie, origin: url } });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { photo } = (await response.json()) as { photo: { image: { hash: string } } };
  return `/media/${photo.image.hash}-640.webp`;
}

const line = (label: string, figures: Figures) =>
  console.log(`${label.padEnd(34)} ${String(figures.rps).padStart(6)} req/s   p99 ${String(figures.p99).padStart(4)} ms   failed ${figures.failed}`);

async function main() {
  let s3: LocalS3 | undefined;
  try {
    s3 = await startLocalS3('bench-media');
    await withThrowawayDatabase('petdir_nodes', async (databaseUrl) => {
      const setup = await connectDatabase({ databaseUrl, dataDir: '' });
      let ownerCookie = '';
      let businessId = 0;
      let pages: string[] = [];
      try {
        console.log('Migrating and seeding the demo data...');
        await setup.migrate();
        await seedDatabase(setup.db);
        const listed = await queryRows<{ id: number; service: string; city: string }>(
          setup.db,
          sql`select b.id, s.slug as service, c.slug as city from businesses b join cities c on c.id = b.city_id
              join business_services bs on bs.business_id = b.id join services s on s.id = bs.service_id
              where b.status = 'approved' order by b.id limit 4`,
        );
        businessId = listed[0]!.id;
        pages = [...listed.map((row) => `/business/${row.id}`), ...listed.map((row) => `/${row.service}/${row.city}`)];
        const [owner] = await setup.db.insert(users).values({ issuer: 'bench', subject: 'nodes-owner', email: 'nodes-owner@example.com', firstName: 'Bench', lastName: 'Owner' }).returning({ id: users.id });
        await setup.db.execute(sql`update businesses set owner_id = ${owner!.id}, is_claimed = true, is_verified = true where id = ${businessId}`);
        ownerCookie = `sid=${(await createSession(setup.db, owner!.id, 'business_owner')).token}`;
      } finally {
        await setup.close();
      }
      const base = { DATABASE_URL: databaseUrl, SEED_ON_START: 'false', SESSION_SECRET, TRUST_PROXY: 'loopback', LOG_LEVEL: 'error' };

      console.log(`\nThe image route, one node, cache off (${CONNECTIONS} connections, ${SECONDS} s):`);
      for (const store of ['database', 's3'] as const) {
        const env = { ...base, PUBLIC_CACHE: 'off', ...(store === 's3' ? s3!.env : { MEDIA_STORE: 'database' }) };
        const site = await startNodes(1, env);
        try {
          const image = await uploadPhoto(site.url, businessId, ownerCookie);
          line(`  /media from ${store === 's3' ? 'the S3 store' : 'the database'}`, await measure(site.url, [image]));
        } finally {
          await site.stop();
        }
      }

      console.log(`\nPublic pages (${pages.length} business and service-in-city pages in turn), behind the proxy:`);
      for (const cache of ['off', 'on'] as const) {
        for (const count of [1, 2]) {
          const site = await startNodes(count, { ...base, ...s3!.env, PUBLIC_CACHE: cache });
          try {
            line(`  ${count} node${count > 1 ? 's' : ' '}, cache ${cache}`, await measure(site.url, pages));
          } finally {
            await site.stop();
          }
        }
      }
    });
  } finally {
    await s3?.close();
  }
  console.log('\nMeasured on a shared machine (other work runs beside it): compare within one run, not across runs.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
