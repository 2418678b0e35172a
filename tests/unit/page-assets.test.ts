import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAssetResolver } from '../../src/server/render/assets.js';
import { matchPageRoute, pageRoutes } from '../../src/client/routes.js';

function clientDir(manifest: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'assets-test-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('page assets from the Vite manifest', () => {
  it('links the entry, CSS found through static imports, and preloads the screen chunk', () => {
    const dir = clientDir({
      'src/client/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/client/pages/home-page.tsx'] },
      '_vendor.js': { file: 'assets/vendor.js', css: ['assets/site.css'] },
      'src/client/pages/home-page.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_vendor.js', '_format.js'] },
      '_format.js': { file: 'assets/format.js' },
      'src/client/pages/cities-page.tsx': { file: 'assets/cities.js', isDynamicEntry: true },
    });
    const assetsFor = createAssetResolver(dir, { reload: false });
    expect(assetsFor('home-page')).toEqual({
      css: ['/assets/site.css'],
      preload: ['/assets/vendor.js', '/assets/home.js', '/assets/format.js'],
      entry: '/assets/entry.js',
      loader: expect.stringMatching(/^\/page-loader-[0-9a-f]+\.js$/),
    });
    expect(assetsFor('cities-page').preload).not.toContain('/assets/home.js');
  });

  it('renders without assets when the client is not built', () => {
    const assetsFor = createAssetResolver(path.join(os.tmpdir(), 'no-such-client-build'), { reload: false });
    expect(assetsFor('home-page')).toEqual({ css: [], preload: [] });
  });
});

describe('route table', () => {
  it('lets static routes win over the dynamic service segments', () => {
    expect(matchPageRoute('/cities').route.page).toBe('cities-page');
    expect(matchPageRoute('/services').route.page).toBe('services-page');
    expect(matchPageRoute('/list-business').route.page).toBe('list-business-page');
    expect(matchPageRoute('/dashboard/business').route.page).toBe('business-dashboard-index-page');
    expect(matchPageRoute('/business/12').route.page).toBe('business-page');
    expect(matchPageRoute('/city/austin').route.page).toBe('city-page');
    expect(matchPageRoute('/dog-grooming').route.page).toBe('service-page');
    expect(matchPageRoute('/dog-grooming/austin')).toMatchObject({ route: { page: 'service-city-page' }, params: { serviceSlug: 'dog-grooming', citySlug: 'austin' } });
    expect(matchPageRoute('/a/b/c').route.page).toBe('not-found-page');
  });

  it('loads each screen from the module its `page` names (the server preloads chunks by that name)', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../src/client/routes.tsx'), 'utf8');
    const pairs = [...source.matchAll(/page: '([^']+)',\s*load: \(\) => import\('\.\/pages\/([^']+)\.js'\)/g)];
    expect(pairs).toHaveLength(pageRoutes.length);
    for (const [, page, module] of pairs) {
      expect(module).toBe(page);
      expect(existsSync(path.resolve(import.meta.dirname, `../../src/client/pages/${page}.tsx`))).toBe(true);
    }
  });
});
