// `npm run bench:flood`: does a flood of worst-case searches stall the site? On the embedded database (PGlite, in
// its own thread: decision 0031), FLOOD_CLIENTS (8) clients search /api/search back to back for FLOOD_SECONDS (60)
// with the most expensive text a visitor can type (one random 100-letter word, or 30 random words cut to the
// 100-character limit, so the text is searched rather than refused), cache off, while /healthz is polled every
// 10 ms. Each search comes from another client address (X-Forwarded-For from a trusted loopback proxy): a flood
// from many addresses, which the per-address rate limit does not stop, so the database does every search.
// Prints /healthz p50/p95/p99/max and the searches' statuses (errors: anything but 200 and 400, or no answer).
import path from 'node:path';
import { SEARCH_TEXT_MAX } from '#shared/search.js';
import { pollLatency } from './healthz-poller.js';
import { startCurrentServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.FLOOD_PORT ?? 3304);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 60);
const CLIENTS = Number(process.env.FLOOD_CLIENTS ?? 8);
const POLL_EVERY_MS = 10;
const dataDir = path.join(root, '.tmp/bench-flood');

const randomWord = (letters: number) => Array.from({ length: letters }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** Alternately one 100-letter word and 30 words of 3-10 letters, as much of them as the box takes. */
const worstCaseText = (turn: number) =>
  turn % 2 === 0
    ? randomWord(SEARCH_TEXT_MAX)
    : Array.from({ length: 30 }, () => randomWord(3 + Math.floor(Math.random() * 8))).join(' ').slice(0, SEARCH_TEXT_MAX).trim();
/** An address of the benchmarking range 198.18.0.0/15, a new one per search. */
const randomAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function flood(url: string) {
  const statuses: Record<string, number> = {};
  const searchMs: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  const client = async (id: number) => {
    for (let turn = id; Date.now() < until; turn++) {
      const started = performance.now();
      const status = await fetch(`${url}/api/search?${new URLSearchParams({ q: worstCaseText(turn) })}`, {
        headers: { 'x-forwarded-for': randomAddress() },
      }).then(
        async (response) => (await response.arrayBuffer(), String(response.status)),
        () => 'no answer',
      );
      searchMs.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const stopPolling = pollLatency(`${url}/healthz`, POLL_EVERY_MS);
  await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
  const healthz = await stopPolling();
  searchMs.sort((a, b) => a - b);
  return { healthz, statuses, searches: searchMs.length, searchP50: searchMs[Math.floor(searchMs.length / 2)] ?? 0 };
}

async function main() {
  const server = await startCurrentServer('PGlite', PORT, { DATA_DIR: dataDir, PUBLIC_CACHE: 'off', TRUST_PROXY: 'loopback' });
  try {
    console.log(`${CLIENTS} clients searching worst-case text for ${SECONDS} s; /healthz polled every ${POLL_EVERY_MS} ms`);
    const { healthz, statuses, searches, searchP50 } = await flood(server.url);
    const errors = Object.entries(statuses)
      .filter(([status]) => status !== '200' && status !== '400')
      .reduce((sum, [, count]) => sum + count, 0);
    const f = (n: number) => n.toFixed(1);
    console.log('| /healthz polls | p50 ms | p95 ms | p99 ms | max ms | searches | search p50 ms | statuses | errors |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---|---:|');
    console.log(
      `| ${healthz.polls} | ${f(healthz.p50)} | ${f(healthz.p95)} | ${f(healthz.p99)} | ${f(healthz.max)} | ${searches} | ${f(searchP50)} | ${JSON.stringify(statuses)} | ${errors} |`,
    );
  } finally {
    await server.stop();
  }
}

await main();
