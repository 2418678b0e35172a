import { DOCUMENT_UNREADABLE_MESSAGE, type VerificationMethod } from '#shared/owners.js';
import { readFileAsDataUrl } from './read-file.js';

/** The verification part of the listing and claim forms: every method's fields, and the chosen document itself. */
export type VerificationValues = {
  verificationMethod: VerificationMethod | undefined;
  verificationData: { phone: string; email: string; address: string; documentType: string; documentFile: File | null };
};

export const emptyVerification = (): VerificationValues => ({
  verificationMethod: undefined,
  verificationData: { phone: '', email: '', address: '', documentType: '', documentFile: null },
});

/**
 * Stands in for the chosen file while the shared schema checks the form: the file is read (up to 10MB) only once
 * everything else is valid, just before it is sent.
 */
const DOCUMENT_STAND_IN = 'data:,';

/** The payload's verification: only the chosen method's fields. */
export function verificationPayloadOf({ verificationMethod, verificationData: data }: VerificationValues) {
  const only = (): Record<string, string | number> => {
    switch (verificationMethod) {
      case 'phone':
        return { phone: data.phone };
      case 'email':
        return { email: data.email };
      case 'address':
        return { address: data.address };
      case 'document':
        return {
          ...(data.documentType ? { documentType: data.documentType } : {}),
          ...(data.documentFile ? { documentFile: DOCUMENT_STAND_IN, documentName: data.documentFile.name, documentSize: data.documentFile.size } : {}),
        };
      default:
        return {};
    }
  };
  return { verificationMethod, verificationData: only() };
}

/**
 * The checked verification with the chosen file read into a data URL; null, after `refuse` has told the file's
 * field why, when the browser cannot read it.
 */
export async function withDocument<V extends { verificationData: { documentFile?: string } }>(
  verification: V,
  file: File | null,
  refuse: (message: string) => void,
): Promise<V | null> {
  if (!verification.verificationData.documentFile || !file) return verification;
  try {
    return { ...verification, verificationData: { ...verification.verificationData, documentFile: await readFileAsDataUrl(file) } };
  } catch {
    refuse(DOCUMENT_UNREADABLE_MESSAGE);
    return null;
  }
}
