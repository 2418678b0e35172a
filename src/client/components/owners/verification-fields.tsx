import { Icon } from '../ui/icon.js';
import { Controller, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES } from '#shared/owners.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Input, Textarea } from '../ui/input.js';
import type { SelectOption } from '../ui/select.js';
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

type Props = {
  /** Where the form keeps its VerificationValues: '' (the claim form) or 'verification.' (the listing form). */
  prefix?: string;
  documentOptions: readonly SelectOption[];
  /** Shown under the file when it is over 10MB (it differs between the listing and claim forms). */
  fileTooLargeMessage: string;
  required?: boolean;
  /**
   * The number phone verification calls when none is typed: the listing's phone (a claim), 'form' for the listing
   * form's own Phone Number field, or null when the listing has none (phone verification is then not offered).
   */
  listingPhone: string | null | 'form';
};

const PHONE_HINT = "We'll call this number to verify your business.";

/** The fields each verification method asks for (listing and claim forms), inside the form's FormProvider. */
export function VerificationFields({ prefix = '', documentOptions, fileTooLargeMessage, required, listingPhone }: Props) {
  const form = useFormContext<FieldValues>();
  const name = (key: string) => `${prefix}${key}` as Path<FieldValues>;
  const { control } = form;
  const method: unknown = useWatch({ control, name: name('verificationMethod') });
  const file: unknown = useWatch({ control, name: name('verificationData.documentFile') });

  return (
    <div className="grid gap-4">
      <FormSelect
        control={control}
        name={name('verificationMethod')}
        label="Verification Method"
        required={required}
        options={listingPhone ? METHOD_OPTIONS : METHOD_OPTIONS.filter((option) => option.value !== 'phone')}
        placeholder="Choose how to verify"
        hint={listingPhone ? undefined : 'Phone verification is not offered: this listing has no phone number.'}
      />

      {method === 'phone' ? (
        <FormField
          control={control}
          name={name('verificationData.phone')}
          label="Business Phone"
          hint={`${PHONE_HINT} Left empty, we call ${listingPhone === 'form' ? 'the Phone Number above' : `the listing's number, ${listingPhone}`}.`}
        >
          <Input type="tel" autoComplete="tel" maxLength={40} {...form.register(name('verificationData.phone'))} />
        </FormField>
      ) : null}

      {method === 'email' ? (
        <FormField control={control} name={name('verificationData.email')} label="Business Email" hint="We'll send a verification email to this address">
          <Input type="email" autoComplete="email" maxLength={254} {...form.register(name('verificationData.email'))} />
        </FormField>
      ) : null}

      {method === 'document' ? (
        <>
          <FormSelect
            control={control}
            name={name('verificationData.documentType')}
            label="Document Type"
            options={documentOptions}
            placeholder="Select a document type"
          />
          <FormField control={control} name={name('verificationData.documentFile')} label="Upload Document" hint="PDF, JPG, JPEG, PNG, DOC or DOCX, up to 10MB">
            <Controller
              control={control}
              name={name('verificationData.documentFile')}
              render={({ field }) => (
                <Input
                  ref={field.ref}
                  type="file"
                  accept={DOCUMENT_ACCEPT}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    // Refused at once, as the browser has it: no point carrying 10MB to a submit that must fail.
                    if (chosen && chosen.size > MAX_DOCUMENT_BYTES) {
                      event.target.value = '';
                      field.onChange(null);
                      // Set after the check that a change starts once the form was submitted: it would clear it.
                      void form.trigger(field.name).then(() => form.setError(field.name, { type: 'size', message: fileTooLargeMessage }));
                      return;
                    }
                    form.clearErrors(field.name);
                    field.onChange(chosen);
                  }}
                  variant="file"
                />
              )}
            />
          </FormField>
          {file instanceof File ? (
            <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="chosen-document">
              <Icon name="file-text" className="size-4 text-teal-700" />
              <span className="font-medium">{file.name}</span>
              <span className="text-slate-500">({sizeInKb(file.size)})</span>
            </p>
          ) : null}
        </>
      ) : null}

      {method === 'address' ? (
        <FormField control={control} name={name('verificationData.address')} label="Full Business Address" hint="Confirm the full address of your business">
          <Textarea rows={3} maxLength={500} {...form.register(name('verificationData.address'))} />
        </FormField>
      ) : null}
    </div>
  );
}
