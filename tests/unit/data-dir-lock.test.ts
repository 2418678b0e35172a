import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/server/db/data-dir-lock.js';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petdir-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('stops a second server process on the same folder at once, with a clear message', () => {
    const dataDir = tempDir();
    const unlock = lockDataDir(dataDir); // this test process plays the running server
    try {
      const started = Date.now();
      const second = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is already open in process ${process.pid}`);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(readFileSync(path.join(dataDir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      unlock();
    }
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });

  it('takes over the lock of a process that died without releasing it', () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dataDir, 'app.lock'), dead.stdout);
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
