import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

type ModuleImports = { imports: string[]; staticImports: string[]; packages: string[] };

/** Every module under src/ with the relative modules it imports (all, and static only) and the packages it imports. */
function importGraph(): Map<string, ModuleImports> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) files.push(full);
    }
  };
  walk(path.join(root, 'src'));
  const graph = new Map<string, ModuleImports>();
  for (const file of files) {
    const found: ModuleImports = { imports: [], staticImports: [], packages: [] };
    // `import type` is erased at build time, so it does not count as a static dependency of the bundle.
    for (const match of readFileSync(file, 'utf8').matchAll(/(import type\b[^;]*?|\bfrom|\bimport\(?)\s*'([^']+)'/g)) {
      const [, keyword, specifier] = match as unknown as [string, string, string];
      const lazy = keyword === 'import(';
      const typeOnly = keyword.startsWith('import type');
      const local = specifier.startsWith('.') || specifier.startsWith('#shared/');
      if (!local) {
        if (!lazy && !typeOnly) found.packages.push(specifier);
        continue;
      }
      // `#shared/…` is the project's alias for src/shared (shared-alias.ts); everything else local is relative.
      const from = specifier.startsWith('#shared/')
        ? path.join(root, 'src/shared', specifier.slice('#shared/'.length))
        : path.join(path.dirname(file), specifier);
      const base = from.replace(/\.js$/, '');
      const target = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      // Stylesheets (and examples in comments) resolve to no module; the alias must always resolve, or the seams
      // below would pass by not seeing the contract's imports.
      if (!target && specifier.startsWith('#shared/')) throw new Error(`${relative(file)}: '${specifier}' names no module`);
      if (!target) continue;
      found.imports.push(target);
      if (!lazy && !typeOnly) found.staticImports.push(target);
    }
    graph.set(file, found);
  }
  return graph;
}

const relative = (file: string) => path.relative(root, file);

describe('module seams', () => {
  const graph = importGraph();

  it('has no import cycles, counting lazy imports', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of graph.get(file)?.imports ?? []) {
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map(relative).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('lets the server reach the client only through entry-server.tsx', () => {
    const entry = path.join(root, 'src/client/entry-server.tsx');
    const crossings = [...graph]
      .filter(([file]) => relative(file).startsWith('src/server/'))
      .flatMap(([file, { imports }]) => imports.filter((target) => relative(target).startsWith('src/client/') && target !== entry).map((target) => `${relative(file)} -> ${relative(target)}`));
    expect(crossings).toEqual([]);
  });

  it('keeps src/shared free of client and server modules', () => {
    const crossings = [...graph]
      .filter(([file]) => relative(file).startsWith('src/shared/'))
      .flatMap(([file, { imports }]) => imports.filter((target) => !relative(target).startsWith('src/shared/')).map((target) => `${relative(file)} -> ${relative(target)}`));
    expect(crossings).toEqual([]);
  });

  it('keeps zod out of the first paint: nothing the browser entry imports statically imports it', () => {
    const reached = new Set<string>();
    const walk = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of graph.get(file)?.staticImports ?? []) walk(next);
    };
    walk(path.join(root, 'src/client/entry-client.tsx'));
    expect(reached.size).toBeGreaterThan(10);
    expect([...reached].filter((file) => graph.get(file)?.packages.includes('zod')).map(relative)).toEqual([]);
  });

  it('merges no class names: tailwind-merge is imported nowhere (kit looks are props, className only adds layout)', () => {
    expect([...graph].filter(([, { packages }]) => packages.includes('tailwind-merge')).map(([file]) => relative(file))).toEqual([]);
  });
});
