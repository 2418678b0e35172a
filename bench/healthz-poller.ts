import { Worker } from 'node:worker_threads';

export type LatencyFigures = { polls: number; max: number; p99: number; p95: number; p50: number };

// The poller runs in a worker thread: the load's own responses keep the benchmark's thread busy, and that must not
// be counted as the server's latency.
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const latencies = [];
  while (!stop) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    const wait = workerData.every - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  parentPort.postMessage(latencies);
})();
`;

/** Polls `url` every `everyMs` until the returned stop is called, which resolves to the latency figures in ms. */
export function pollLatency(url: string, everyMs: number): () => Promise<LatencyFigures> {
  const worker = new Worker(POLLER, { eval: true, workerData: { url, every: everyMs } });
  const latencies = new Promise<number[]>((resolve) => worker.once('message', resolve));
  return async () => {
    worker.postMessage('stop');
    const sorted = (await latencies).sort((a, b) => a - b);
    await worker.terminate();
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { polls: sorted.length, max: sorted.at(-1) ?? 0, p99: at(0.99), p95: at(0.95), p50: at(0.5) };
  };
}
