// `npm run dev`: builds the browser bundle once, then keeps it rebuilding on change (vite build --watch) while
// tsx restarts the server on any source change. The server re-reads Vite's manifest on every request in
// development, so a reload of the page picks up both. No hot module replacement: reload the page to see changes.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

console.log('Building the browser bundle...');
const first = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(bin('vite'), ['build', '--watch', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
