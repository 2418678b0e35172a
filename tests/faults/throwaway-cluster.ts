import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** PostgreSQL's server programs: PG_BIN, or the newest Debian install under /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

export type Cluster = {
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every server process quits at once, as in a crash or a killed container. */
  crash(): Promise<void>;
  /** Stops the server if it runs and deletes its folder; safe to call twice and after a failed start. */
  destroy(): Promise<void>;
};

/**
 * A PostgreSQL cluster of its own, in a temporary folder on `port` (127.0.0.1 and a socket in that folder only),
 * so a test can stop it without touching the machine's server. initdb refuses root: as root, the programs run as
 * the `postgres` user, which then owns the folder.
 */
export async function createCluster(binDir: string, port: number): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petdir-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args]) : run(path.join(binDir, program), args);
  const pgCtl = (args: string[]) => pgRun('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), ...args]);
  // fsync off: an immediate stop kills the server processes, not the machine, so what they wrote stays in the
  // page cache and crash recovery sees it; the test is about the app, and the disk is shared.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let destroyed = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => void (await pgCtl(['-o', options, '-w', '-t', '30', 'start'])),
    crash: async () => void (await pgCtl(['-m', 'immediate', '-w', 'stop'])),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
