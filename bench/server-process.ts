import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type RunningServer = { url: string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '..');
const builtEntry = path.join(root, 'dist/server/main.js');

/** Starts the server as its own process with `args` and waits until /readyz answers 200 (seeding included). */
async function startProcess(name: string, port: number, args: string[], env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
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

/** Starts the production build (`npm run build` first). */
export function startServer(name: string, port: number, env: Record<string, string>): Promise<RunningServer> {
  return startProcess(name, port, [builtEntry], env);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The build when it is newer than the sources (as `npm run bench` makes it), otherwise the server from source
 * through tsx, so the figures always describe the code in the tree.
 */
export function startCurrentServer(name: string, port: number, env: Record<string, string>): Promise<RunningServer> {
  const fromBuild = existsSync(builtEntry) && statSync(builtEntry).mtimeMs > newestMtime(path.join(root, 'src'));
  console.log(`Starting the ${name} server from ${fromBuild ? 'the build' : 'source'}...`);
  return fromBuild ? startServer(name, port, env) : startProcess(name, port, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], env);
}
