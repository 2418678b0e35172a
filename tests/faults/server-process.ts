import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on now (the kernel picks it; closed again before the caller binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `check` until it returns a value (not undefined), at most `timeoutMs`; throws naming `what` otherwise.
 * An error thrown by `check` ends the wait at once.
 */
export async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export type ServerProcess = {
  url: string;
  /** Throws, with the server's output, when the process has ended. */
  assertAlive(): void;
  child: ChildProcess;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  exited: Promise<number | null>;
  /** Stops with `signal` and waits for the exit (SIGKILL as a last resort after 15 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * The real server from source (`src/server/main.ts`, as `npm run dev` runs it without the watcher), as its own
 * process on 127.0.0.1: faults are tested on what an operator runs, and a crash is an exit code, not a test error.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', SEED_ON_START: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    assertAlive() {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server process ended (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
  try {
    const state = await waitFor('the server to become ready', 60_000, async () => {
      if (child.exitCode !== null) return 'exited';
      const response = await fetch(`${url}/readyz`).catch(() => undefined); // not listening yet
      return response?.ok ? 'ready' : undefined;
    });
    if (state === 'exited') throw new Error(`the server exited with code ${child.exitCode}`);
  } catch (error) {
    await server.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}
