import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { verificationDocuments } from '../db/schema.js';
import { notFound } from '../errors.js';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * A file name safe inside a quoted Content-Disposition value on every browser: ASCII letters, digits, dot, dash,
 * underscore and space only, no leading dots, and the extension of the type the bytes really are.
 */
export function safeDownloadName(originalName: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? 'bin';
  const stem = originalName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[.\s_]+/, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'document'}.${extension}`;
}

/** One stored verification document, for staff to download. */
export async function getDocument(db: Db, id: string) {
  const [document] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id)).limit(1);
  if (!document) throw notFound('Document');
  return { content: document.content, mimeType: document.mimeType, fileName: safeDownloadName(document.originalName, document.mimeType) };
}
