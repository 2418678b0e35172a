import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// vnu-jar's main export is the path of the W3C Nu HTML Checker's jar, which Java runs.
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar');

type NuMessage = { type: string; subType?: string; message: string; extract?: string; url: string; lastLine?: number };

/**
 * Runs the W3C Nu HTML Checker over documents (name -> HTML) in one Java start, and returns its errors as
 * 'name:line: message' lines (warnings and information are left out). An empty list means valid HTML.
 */
export async function htmlErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    const names = new Map(files.map(({ file, name }) => [`file:${file}`, name]));
    // The checker reports on stderr and exits 1 when it finds errors; --exit-zero-always keeps that for the parse.
    const { stderr } = await run('java', ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', ...files.map((f) => f.file)], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${names.get(message.url) ?? message.url}:${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 120)}]` : ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
