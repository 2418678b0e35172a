import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A fresh clone is all a newcomer has: no file of the repository may send them to notes, a product spec or an
 * architecture page that lives beside it on someone's machine. The patterns are written so that their own source
 * text does not match them, so this file is checked like every other one.
 */
const root = path.resolve(import.meta.dirname, '../..');

function trackedTextFiles(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return files
    .filter((file) => !file.split('/').includes('node_modules') && existsSync(path.join(root, file)))
    .map((file) => ({ file, bytes: readFileSync(path.join(root, file)) }))
    .filter(({ bytes }) => !bytes.subarray(0, 8000).includes(0))
    .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** References that only make sense with a file from outside the repository at hand. */
const OUTSIDE_REFERENCES: { what: string; pattern: RegExp }[] = [
  { what: "the machine's notes file", pattern: /PIT(?:FALLS)/g },
  { what: 'a section of the product spec', pattern: /\bspec(?:'s)?\s+sections?\b|\bsections?\s+\d+\s+of\s+the\s+(?:product\s+)?spec\b/gi },
  { what: 'the product spec file', pattern: /product-(?:spec)\.md/g },
];

/** A relative path climbing to a `shared` folder: fine when it lands on one in the repository (src/shared). */
const SHARED_PATH = /((?:\.\.\/)+)shared\b/g;

function landsInRepository(file: string, climb: string): boolean {
  const target = path.resolve(root, path.dirname(file), climb, 'shared');
  const inside = target === root || target.startsWith(root + path.sep);
  return inside && existsSync(target) && statSync(target).isDirectory();
}

/** Relative Markdown links `[text](target)`: each must name a file or folder of the repository. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

function brokenMarkdownLink(file: string, target: string): boolean {
  if (/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) return false;
  const resolved = path.resolve(root, path.dirname(file), decodeURIComponent(target.split('#')[0]!));
  const inside = resolved === root || resolved.startsWith(root + path.sep);
  return !inside || !existsSync(resolved);
}

describe('the repository stands alone', () => {
  const files = trackedTextFiles();

  it('reads every tracked text file', () => {
    expect(files.map(({ file }) => file)).toEqual(expect.arrayContaining(['README.md', 'docs/ARCHITECTURE.md', 'package.json']));
  });

  it('points at no notes file, product spec file or numbered part of a spec', () => {
    const found: string[] = [];
    for (const { file, text } of files) {
      for (const { what, pattern } of OUTSIDE_REFERENCES) {
        for (const match of text.matchAll(pattern)) found.push(`${file}:${lineOf(text, match.index)}: ${what} ('${match[0]}')`);
      }
    }
    expect(found).toEqual([]);
  });

  it('climbs to no shared folder outside it', () => {
    const found: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(SHARED_PATH)) {
        if (!landsInRepository(file, match[1]!)) found.push(`${file}:${lineOf(text, match.index)}: '${match[0]}'`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has Markdown links only to files it holds', () => {
    const found: string[] = [];
    for (const { file, text } of files.filter(({ file }) => file.endsWith('.md'))) {
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        if (brokenMarkdownLink(file, match[1]!)) found.push(`${file}:${lineOf(text, match.index)}: '${match[1]}'`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has a README that links the architecture page', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const links = [...readme.matchAll(MARKDOWN_LINK)].map((match) => match[1]);
    expect(links).toContain('docs/ARCHITECTURE.md');
    expect(existsSync(path.join(root, 'docs/ARCHITECTURE.md'))).toBe(true);
  });
});
