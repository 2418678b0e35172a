import { sql } from 'drizzle-orm';
import type { VerificationMethod } from '#shared/owners.js';
import type { Tx } from '../db/connect.js';
import { verificationDocuments } from '../db/schema.js';
import { announcedDocumentBytes, decodeVerificationDocument, type VerificationDocument } from './documents.js';

type VerificationData = {
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  documentType?: string;
  documentFile?: string;
  documentName?: string;
};

/** The bytes the request's document will take (0 without one), for the quota check made before decoding it. */
export function announcedBytes(method: VerificationMethod, data: VerificationData): number {
  return method === 'document' && data.documentFile ? announcedDocumentBytes(data.documentFile) : 0;
}

/**
 * Decodes the document when the method is 'document' (outside any transaction: it is CPU work). `field` is the
 * file's path in the payload, where a refusal is said.
 */
export function readDocument(method: VerificationMethod, data: VerificationData, tooLargeMessage: string, field: string) {
  if (method !== 'document' || !data.documentFile) return null;
  return decodeVerificationDocument(data.documentFile, data.documentName, tooLargeMessage, field);
}

/**
 * The number phone verification calls: the one given, else the listing's own. Null when there is neither: the
 * listing form refuses that in its schema, a claim on a listing without a phone in claim-service.
 */
export function phoneToCall(data: VerificationData, listingPhone: string | null): string | null {
  return data.phone?.trim() || listingPhone?.trim() || null;
}

/**
 * What staff need to verify, for the chosen method only (phone: the number to call, see phoneToCall); the file
 * itself lives in verification_documents.
 */
export function verificationRecord(method: VerificationMethod, data: VerificationData, document: VerificationDocument | null, listingPhone: string | null) {
  switch (method) {
    case 'phone':
      return { phone: phoneToCall(data, listingPhone) };
    case 'email':
      return { email: data.email ?? null };
    case 'address':
      return { address: data.address ?? null };
    case 'document':
      return {
        documentType: data.documentType ?? null,
        documentName: document?.originalName ?? null,
        documentSize: document?.size ?? null,
        mimeType: document?.mimeType ?? null,
      };
  }
}

/**
 * Stores the file privately under a generated id. The database is sent the base64 text to decode itself: PGlite
 * turns a 10MB Buffer parameter into SQL text in JavaScript, 4-5 s of main-thread time; decode() takes ~0.3 s.
 */
export async function storeDocument(tx: Tx, document: VerificationDocument | null, uploadedBy: number) {
  if (!document) return null;
  const content = sql`decode(${document.base64}, 'base64')`;
  const [stored] = await tx
    .insert(verificationDocuments)
    .values({ originalName: document.originalName, mimeType: document.mimeType, size: document.size, content, uploadedBy })
    .returning({ id: verificationDocuments.id });
  return stored!.id;
}

