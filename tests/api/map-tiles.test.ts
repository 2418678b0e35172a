import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { buildTestApp } from '../helpers/test-app.js';

const imgSrc = (csp: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src'))!.split(/\s+/).slice(1);

describe('MAP_TILE_URL', () => {
  it('defaults to OpenStreetMap standard tiles, with their attribution', () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
  });

  it.each(['tiles.example.com/{z}/{x}/{y}.png', 'ftp://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com/{z}/{x}.png'])(
    'refuses %s at start-up, naming the setting',
    (url) => {
      expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
    },
  );

  it("lets pages load images from the tile server's origin, and adds no other", async () => {
    const { app } = await buildTestApp({ MAP_TILE_URL: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}.png' });
    const response = await app.inject({ method: 'GET', url: '/cities' });
    const sources = imgSrc(String(response.headers['content-security-policy']));
    expect(sources).toContain('https://tiles.example.org:8443');
    expect(sources.filter((s) => s.includes('example.org'))).toEqual(['https://tiles.example.org:8443']);
    // Map tiles are images only: scripts and calls stay on the site's own origin.
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self';/);
    expect(String(response.headers['content-security-policy'])).toMatch(/connect-src 'self';/);
  });
});
