import { gzipSync } from 'node:zlib';

export type PageWeight = { page: string; scripts: number; gzipBytes: number };

/** Sums the gzip size of every script a page loads up front: the loader, the entry it starts and its preloads. */
export async function pageScriptWeights(baseUrl: string, pages: string[]): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const page of pages) {
    const html = await (await fetch(baseUrl + page)).text();
    const sources = new Set<string>();
    for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]!);
    for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) sources.add(match[1]!);
    for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) sources.add(match[1]!);
    for (const match of html.matchAll(/data-entry="([^"]+)"/g)) sources.add(match[1]!);
    for (const match of html.matchAll(/data-preload="([^"]*)"/g)) for (const href of match[1]!.split(' ').filter(Boolean)) sources.add(href);
    let gzipBytes = 0;
    for (const src of sources) {
      const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    weights.push({ page, scripts: sources.size, gzipBytes });
  }
  return weights;
}
