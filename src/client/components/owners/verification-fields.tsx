import { FileText } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES, type VerificationMethod } from '../../../shared/owners.js';
import { toast } from '../../lib/toast.js';
import { Field, inputClass, SelectField, type SelectOption } from './form-controls.js';
import { sizeInKb } from './read-file.js';

export const METHOD_OPTIONS: readonly SelectOption[] = [
  { value: 'phone', label: 'Phone Verification' },
  { value: 'email', label: 'Email Verification' },
  { value: 'document', label: 'Document Upload' },
  { value: 'address', label: 'Address Verification' },
];

export const LISTING_DOCUMENT_OPTIONS: readonly SelectOption[] = [
  { value: 'business_license', label: 'Business License' },
  { value: 'tax_id', label: 'Tax ID Document' },
  { value: 'utility_bill', label: 'Utility Bill' },
  { value: 'lease_agreement', label: 'Lease Agreement' },
];

export const CLAIM_DOCUMENT_OPTIONS: readonly SelectOption[] = [
  { value: 'business_license', label: 'Business License' },
  { value: 'tax_document', label: 'Tax Document' },
  { value: 'utility_bill', label: 'Utility Bill' },
  { value: 'lease_agreement', label: 'Lease Agreement' },
  { value: 'other', label: 'Other' },
];

export type VerificationDraft = {
  method: VerificationMethod | '';
  phone: string;
  email: string;
  address: string;
  documentType: string;
  file: File | null;
};

export const emptyVerification: VerificationDraft = { method: '', phone: '', email: '', address: '', documentType: '', file: null };

type Props = {
  idPrefix: string;
  draft: VerificationDraft;
  onChange: (patch: Partial<VerificationDraft>) => void;
  documentOptions: readonly SelectOption[];
  /** The message of the 'File Too Large' toast (it differs between the listing and claim forms). */
  fileTooLargeMessage: string;
  required?: boolean;
};

/** The method-specific fields of spec sections 2 (listing and claim forms). */
export function VerificationFields({ idPrefix, draft, onChange, documentOptions, fileTooLargeMessage, required }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size > MAX_DOCUMENT_BYTES) {
      toast({ title: 'File Too Large', description: fileTooLargeMessage, variant: 'destructive' });
      event.target.value = '';
      onChange({ file: null });
      return;
    }
    onChange({ file });
  };

  return (
    <div className="grid gap-4">
      <Field id={id('method')} label="Verification Method" required={required}>
        <SelectField
          id={id('method')}
          value={draft.method}
          onValueChange={(method) => onChange({ method: method as VerificationMethod })}
          options={METHOD_OPTIONS}
          placeholder="Choose how to verify"
        />
      </Field>

      {draft.method === 'phone' ? (
        <Field id={id('phone')} label="Business Phone" hint="We'll call this number to verify your business">
          <input
            id={id('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            className={inputClass}
            value={draft.phone}
            onChange={(e) => onChange({ phone: e.target.value })}
            aria-describedby={`${id('phone')}-hint`}
          />
        </Field>
      ) : null}

      {draft.method === 'email' ? (
        <Field id={id('email')} label="Business Email" hint="We'll send a verification email to this address">
          <input
            id={id('email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            className={inputClass}
            value={draft.email}
            onChange={(e) => onChange({ email: e.target.value })}
            aria-describedby={`${id('email')}-hint`}
          />
        </Field>
      ) : null}

      {draft.method === 'document' ? (
        <>
          <Field id={id('document-type')} label="Document Type">
            <SelectField
              id={id('document-type')}
              value={draft.documentType}
              onValueChange={(documentType) => onChange({ documentType })}
              options={documentOptions}
              placeholder="Select a document type"
            />
          </Field>
          <Field id={id('file')} label="Upload Document" hint="PDF, JPG, JPEG, PNG, DOC or DOCX, up to 10MB">
            <input
              id={id('file')}
              type="file"
              accept={DOCUMENT_ACCEPT}
              onChange={chooseFile}
              aria-describedby={`${id('file')}-hint`}
              className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-semibold file:text-teal-800 hover:file:bg-teal-100"
            />
          </Field>
          {draft.file ? (
            <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="chosen-document">
              <FileText className="size-4 text-teal-700" aria-hidden="true" />
              <span className="font-medium">{draft.file.name}</span>
              <span className="text-slate-500">({sizeInKb(draft.file.size)})</span>
            </p>
          ) : null}
        </>
      ) : null}

      {draft.method === 'address' ? (
        <Field id={id('address')} label="Full Business Address" hint="Confirm the full address of your business">
          <textarea
            id={id('address')}
            rows={3}
            maxLength={500}
            className={inputClass}
            value={draft.address}
            onChange={(e) => onChange({ address: e.target.value })}
            aria-describedby={`${id('address')}-hint`}
          />
        </Field>
      ) : null}
    </div>
  );
}

/** The verificationData of the payload: only the chosen method's fields; the file is read by the caller. */
export function verificationData(draft: VerificationDraft, documentFile?: string) {
  switch (draft.method) {
    case 'phone':
      return { phone: draft.phone };
    case 'email':
      return { email: draft.email };
    case 'address':
      return { address: draft.address };
    case 'document':
      return {
        ...(draft.documentType ? { documentType: draft.documentType } : {}),
        ...(documentFile && draft.file ? { documentFile, documentName: draft.file.name, documentSize: draft.file.size } : {}),
      };
    default:
      return {};
  }
}
