import autocannon from 'autocannon';

export type LoadFigures = { path: string; rps: number; p99: number; errors: number };

export async function measure(baseUrl: string, path: string, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url: baseUrl + path, connections: 10, duration: seconds });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { path, rps: Math.round(result.requests.average), p99: result.latency.p99, errors };
}
