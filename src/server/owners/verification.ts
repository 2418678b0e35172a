import type { VerificationMethod } from '../../shared/owners.js';
import type { Db } from '../db/connect.js';
import { verificationDocuments } from '../db/schema.js';
import { decodeVerificationDocument, type VerificationDocument } from './documents.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type VerificationData = {
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  documentType?: string;
  documentFile?: string;
  documentName?: string;
};

/** Decodes the document when the method is 'document' (outside any transaction: it is CPU work). */
export function readDocument(method: VerificationMethod, data: VerificationData, tooLargeMessage: string) {
  if (method !== 'document' || !data.documentFile) return null;
  return decodeVerificationDocument(data.documentFile, data.documentName, tooLargeMessage);
}

/** What staff need to verify, for the chosen method only; the file itself lives in verification_documents. */
export function verificationRecord(method: VerificationMethod, data: VerificationData, document: VerificationDocument | null) {
  switch (method) {
    case 'phone':
      return { phone: data.phone ?? null };
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

/** Stores the file privately under a generated id. */
export async function storeDocument(tx: Tx, document: VerificationDocument | null, uploadedBy: number) {
  if (!document) return null;
  const [stored] = await tx
    .insert(verificationDocuments)
    .values({ originalName: document.originalName, mimeType: document.mimeType, size: document.size, content: document.content, uploadedBy })
    .returning({ id: verificationDocuments.id });
  return stored!.id;
}

export type { Tx };
