import { DOCUMENT_TYPE_REFUSED_MESSAGE, DOCUMENT_UNREADABLE_MESSAGE, MAX_DOCUMENT_BYTES, documentTypeRefusedMessage } from '#shared/owners.js';
import { AppError } from '../errors.js';
import { sniffImageKind } from '../media/image-kind.js';

/** Characters a 10MB file takes in base64. */
const MAX_BASE64_CHARS = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4;

/**
 * Request body cap for the two routes that carry a document: the largest allowed file as base64 plus room for the
 * rest of the form (~14.5 MB). Every other route keeps the app's default.
 */
export const DOCUMENT_BODY_LIMIT = MAX_BASE64_CHARS + 512 * 1024;

export type DocumentKind = { mimeType: string; extension: string };
/** `base64` is what the database is sent (it decodes it natively; see storeDocument), `content` what was checked. */
export type VerificationDocument = { content: Buffer; base64: string; mimeType: string; size: number; originalName: string };

const DATA_URL_PREFIX = /^data:[\w.+-]*\/?[\w.+-]*(?:;[\w.+-]+=[\w.+-]+)*;base64,/i;

/** Bytes a base64 text decodes to, from its length alone. */
const decodedLength = (body: string) => (body.length / 4) * 3 - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);

/** The decoded size a data URL announces (0 when it is not one): enough to count it against a quota before decoding. */
export function announcedDocumentBytes(dataUrl: string): number {
  const prefix = DATA_URL_PREFIX.exec(dataUrl);
  return prefix ? Math.max(0, Math.floor(decodedLength(dataUrl.slice(prefix[0].length)))) : 0;
}

/**
 * Decodes a data URL and checks the bytes themselves: size first (413), then what the file really is (415).
 * The declared name and type are never trusted; the name is kept only as a label for staff. Each refusal names
 * `field` (the file's path in the payload), so a form shows it on the file field.
 */
export function decodeVerificationDocument(
  dataUrl: string,
  declaredName: string | undefined,
  tooLargeMessage: string,
  field: string,
): VerificationDocument {
  const refuse = (code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string, fieldMessage = message) =>
    new AppError(code, message, { [field]: fieldMessage });
  const prefix = DATA_URL_PREFIX.exec(dataUrl);
  if (!prefix) throw refuse('BAD_REQUEST', DOCUMENT_UNREADABLE_MESSAGE);
  const body = dataUrl.slice(prefix[0].length);
  if (decodedLength(body) > MAX_DOCUMENT_BYTES) throw refuse('PAYLOAD_TOO_LARGE', tooLargeMessage);
  if (body.length === 0 || body.length % 4 !== 0) throw refuse('BAD_REQUEST', DOCUMENT_UNREADABLE_MESSAGE);
  // Buffer.from skips characters outside the alphabet and stops at padding, so a text that is not all base64
  // decodes to fewer bytes than its length announces: checking the length replaces a regular expression over
  // 14 million characters (up to 75 ms of main-thread time, measured). It also takes the URL-safe alphabet,
  // which the database's decode() refuses, hence the two searches (fast: one character each).
  const content = Buffer.from(body, 'base64');
  if (content.length !== decodedLength(body) || body.includes('-') || body.includes('_')) {
    throw refuse('BAD_REQUEST', DOCUMENT_UNREADABLE_MESSAGE);
  }
  const kind = sniffDocumentKind(content);
  if (!kind) throw refuse('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_TYPE_REFUSED_MESSAGE, documentTypeRefusedMessage(declaredName));
  return { content, base64: body, mimeType: kind.mimeType, size: content.length, originalName: cleanName(declaredName, kind) };
}

/** pdf, jpg, png, doc or docx by their magic numbers; null for anything else. */
export function sniffDocumentKind(bytes: Buffer): DocumentKind | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { mimeType: 'application/pdf', extension: 'pdf' };
  // The same image signatures as photos (WebP is not a document type).
  const image = sniffImageKind(bytes);
  if (image && image.mimeType !== 'image/webp') return image;
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return { mimeType: 'application/msword', extension: 'doc' };
  if (starts(0x50, 0x4b, 0x03, 0x04) && zipEntryNames(bytes).some((name) => name.startsWith('word/'))) {
    return { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
  }
  return null;
}

/** Names in a zip's central directory (empty when there is none): a docx is a zip holding word/ parts. */
export function zipEntryNames(bytes: Buffer): string[] {
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = Math.min(bytes.readUInt16LE(end + 10), 10_000);
  const names: string[] = [];
  let offset = bytes.readUInt32LE(end + 16);
  for (let n = 0; n < count && offset + 46 <= bytes.length; n++) {
    if (bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) break;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    names.push(bytes.toString('utf8', offset + 46, Math.min(bytes.length, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A display label only: no path, no control characters. */
function cleanName(name: string | undefined, kind: DocumentKind): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return base || `document.${kind.extension}`;
}
