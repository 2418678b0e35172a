import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type RunningServer = { url: string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '..');

/** Starts the production build as its own process and waits until /readyz answers 200 (seeding included). */
export async function startServer(name: string, port: number, env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) throw new Error(`${name} server did not become ready`);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
