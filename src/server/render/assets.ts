import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../client/entry-server.js';
import { PAGE_LOADER_PATH } from './page-loader.js';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'src/client/entry-client.tsx';
export const pageModuleKey = (page: string) => `src/client/pages/${page}.tsx`;

const NO_ASSETS: PageAssets = { css: [], preload: [] };

/**
 * Finds what a page links from the client build: the entry script, every stylesheet reachable through static
 * `imports` (Vite may put the CSS on a shared chunk, not the entry), and modulepreloads for the entry's imports and
 * the current screen's chunk. Without a client build (API tests) pages render with no assets. `reload` re-reads
 * the manifest on each call, for `npm run dev` where the client is rebuilt while the server runs.
 */
export function createAssetResolver(clientDir: string, options: { reload: boolean }) {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  let cached: Manifest | null | undefined;
  const byPage = new Map<string, PageAssets>();

  function manifest(): Manifest | null {
    if (cached === undefined || options.reload) {
      cached = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
      byPage.clear();
    }
    return cached;
  }

  function resolve(manifestData: Manifest, page: string): PageAssets {
    const entry = manifestData[CLIENT_ENTRY];
    if (!entry) return NO_ASSETS;
    const css = new Set<string>();
    const preload = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifestData[key];
      if (!chunk) return;
      if (key !== CLIENT_ENTRY) preload.add(`/${chunk.file}`);
      for (const file of chunk.css ?? []) css.add(`/${file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(CLIENT_ENTRY);
    visit(pageModuleKey(page));
    return { css: [...css], preload: [...preload], entry: `/${entry.file}`, loader: PAGE_LOADER_PATH };
  }

  return function assetsFor(page: string): PageAssets {
    const data = manifest();
    if (!data) return NO_ASSETS;
    let found = byPage.get(page);
    if (!found) {
      found = resolve(data, page);
      byPage.set(page, found);
    }
    return found;
  };
}
