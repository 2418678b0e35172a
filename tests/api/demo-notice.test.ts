import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_NOTICE } from '../../src/client/components/layout/footer.js';
import { isDemoData } from '../../src/server/catalog/service.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { buildTestApp } from '../helpers/test-app.js';

describe('demo data notice', () => {
  it('says in the footer of every page that the listings are generated examples, on the seeded demo data', async () => {
    const { app } = await buildTestApp();
    for (const url of ['/', '/dog-grooming/austin', '/business/1', '/no-such-page']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      expect(footer, url).toContain(DEMO_DATA_NOTICE);
    }
  });

  it('is off for a database the demo seeder never filled', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-no-demo-'));
    try {
      const empty = await connectDatabase({ dataDir });
      try {
        await empty.migrate();
        expect(await isDemoData(empty.db)).toBe(false);
      } finally {
        await empty.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
