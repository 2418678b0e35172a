import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { verificationDocuments } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { sniffDocumentKind } from '../owners/documents.js';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
/** Every type a stored document can be (the upload accepts these only, by their bytes). */
export const DOCUMENT_MEDIA_TYPES = Object.keys(EXTENSIONS);

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

/** Types a browser shows in place (its PDF viewer, an image); Word files it can only download. */
const SHOWN_IN_PLACE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/**
 * The headers a document is sent with. Its type is read from its bytes again as it leaves (never from its name), and
 * nosniff holds the browser to it. A PDF or an image opens in the browser ('inline'), a Word file downloads. The
 * policy lets the document run and load nothing: no script, no request, a sandbox with an origin of its own.
 * Chromium's PDF viewer needs nothing more: it draws a PDF under this very policy (checked with Chromium 156 in the
 * staff browser test), so PDFs get no exception.
 */
export function documentHeaders(document: { content: Buffer; mimeType: string; fileName: string }): Record<string, string> {
  const checked = sniffDocumentKind(document.content)?.mimeType;
  // Bytes that no longer read as what was checked at upload (never seen) are only ever downloaded.
  const type = checked ?? document.mimeType;
  const disposition = checked && SHOWN_IN_PLACE.has(checked) ? 'inline' : 'attachment';
  const { fileName } = document;
  return {
    'content-type': type,
    'content-disposition': `${disposition}; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
}

/** What staff read when a document's retention period has ended. */
export const documentRemovedMessage = (removedAt: Date) =>
  `This document was deleted on ${removedAt.toISOString().slice(0, 10)}: verification documents are kept only for a ` +
  'limited time after the request is decided.';

/**
 * One stored verification document, for staff to download. The bytes come as base64 text: PGlite turns a bytea
 * result into a Buffer in JavaScript (~1.7 s of main-thread time for 10MB, measured), encode() takes ~0.1 s.
 * A document removed after its retention period answers 404 with a message saying so, not a file of no bytes.
 */
export async function getDocument(db: Db, id: string) {
  const [document] = await db
    .select({
      originalName: verificationDocuments.originalName,
      mimeType: verificationDocuments.mimeType,
      removedAt: verificationDocuments.removedAt,
      base64: sql<string | null>`case when ${verificationDocuments.removedAt} is null then encode(${verificationDocuments.content}, 'base64') end`,
    })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.id, id))
    .limit(1);
  if (!document) throw notFound('Document');
  if (document.removedAt || document.base64 === null) throw new AppError('NOT_FOUND', documentRemovedMessage(document.removedAt ?? new Date()));
  return {
    content: Buffer.from(document.base64, 'base64'),
    mimeType: document.mimeType,
    fileName: safeDownloadName(document.originalName, document.mimeType),
  };
}
