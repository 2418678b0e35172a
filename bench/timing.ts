// p50/p95 of repeated calls, for the bench scripts that time service functions directly.
function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function time(runs: number, work: () => Promise<unknown>) {
  await work(); // warm the plan and the buffers
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50).toFixed(1), p95: percentile(samples, 95).toFixed(1) };
}

export const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
