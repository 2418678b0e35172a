import { apiPaths } from '#shared/api-paths.js';
import { importStreamLineSchema, type ImportReport } from '#shared/import.js';

export type ImportProgress = { rows: number; bytes: number; totalBytes: number };

/**
 * Sends a CSV file to the staff import (multipart) and reads its NDJSON answer as it arrives: `onProgress` for each
 * progress line, then the report. Throws an Error with the server's message on a refusal or a failed import.
 */
export async function uploadImport(file: File, options: { apply: boolean; addCities: boolean; onProgress: (progress: ImportProgress) => void }): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ apply: String(options.apply), addCities: String(options.addCities) });
  const response = await fetch(`${apiPaths.admin.import}?${query}`, { method: 'POST', body: form, credentials: 'same-origin' });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The import was refused (${response.status}).`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += value ?? '';
    const lines = buffered.split('\n');
    buffered = done ? '' : lines.pop()!;
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = importStreamLineSchema.parse(JSON.parse(text));
      if ('progress' in line) options.onProgress(line.progress);
      else if ('report' in line) return line.report;
      else throw new Error(line.error);
    }
    if (done) throw new Error('The import ended without a report. Please try again.');
  }
}
