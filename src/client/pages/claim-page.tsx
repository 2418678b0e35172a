import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../components/ui/icon.js';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { z } from 'zod';
import { LOGIN_PAGES } from '#shared/auth.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import {
  CLAIM_MESSAGES,
  CLAIM_REDIRECT_DELAY_MS,
  claimPayloadSchema,
  OWNER_TOASTS,
  type ClaimInput,
  type ClaimResponse,
  type OwnerRequestList,
} from '#shared/owners.js';
import { WrongAccount } from '../components/auth/wrong-account.js';
import { ClaimSummaryCard } from '../components/owners/claim-summary-card.js';
import { DuplicateNotice } from '../components/listing-quality/duplicate-notice.js';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import type { DuplicateCheckResponse } from '#shared/listing-reports.js';
import { formatDate } from '../components/owners/status-badge.js';
import { CLAIM_DOCUMENT_OPTIONS, VerificationFields } from '../components/owners/verification-fields.js';
import { emptyVerification, verificationPayloadOf, withDocument, type VerificationValues } from '../components/owners/verification-form.js';
import { NotFoundState, PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { cardClass } from '../components/ui/card.js';
import { FormAlert } from '../components/ui/form-alert.js';
import { FormField } from '../components/ui/form-field.js';
import { Textarea } from '../components/ui/input.js';
import { apiSend } from '../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { cn } from '../lib/cn.js';
import { toast } from '../lib/toast.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useSession } from '../lib/use-session.js';
import { submitHandler, useZodForm } from '../lib/use-zod-form.js';
import { refreshAfterWrite } from '../lib/refresh-after-write.js';
import { useBrand } from '../lib/site.js';

/** /business/{id}/claim: the claim form and every state around it (signed out, already claimed, sent). */
export default function ClaimPage() {
  const brand = useBrand();
  const { id = '' } = useParams();
  const session = useSession();
  const hydrated = useHydrated();
  const isOwner = session.status === 'signed-in' && session.type === 'business_owner';
  const signedOut = hydrated && session.status === 'signed-out';
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!signedOut) return;
    toast({ ...OWNER_TOASTS.claimUnauthenticated, variant: 'destructive' });
    const timer = setTimeout(() => navigate(LOGIN_PAGES.business_owner), CLAIM_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  const seo = <Seo title={`Claim Your Business | ${brand.name}`} description="Claim your business listing." canonical={`/business/${id}/claim`} noindex />;
  if (!hydrated || session.status === 'loading') {
    return (
      <>
        {seo}
        <PageLoading text="Checking authentication..." />
      </>
    );
  }
  if (session.status === 'signed-in' && !isOwner) {
    return (
      <>
        {seo}
        <WrongAccount session={session} needs="business_owner" returnTo={`/business/${id}/claim`} />
      </>
    );
  }
  if (signedOut) {
    return (
      <>
        {seo}
        <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
          <Icon name="shield-alert" className="size-12 text-teal-700" />
          <h1 className="text-3xl font-bold text-slate-900">Business Owner Authentication Required</h1>
          <p className="text-slate-600">Please sign in as a business owner to claim this business.</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to={LOGIN_PAGES.business_owner} className={buttonClass()}>
              Sign In as Business Owner
            </Link>
            <Link to={`/business/${id}`} className={buttonClass('secondary')}>
              View Business Page
            </Link>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      {seo}
      <ClaimBusiness id={id} />
    </>
  );
}

function ClaimBusiness({ id }: { id: string }) {
  const detail = useApiQuery<BusinessDetailResponse>(apiPaths.business(id));
  const requests = useApiQuery<OwnerRequestList>(apiPaths.ownerRequests);
  if (detail.isPending || requests.isPending) return <PageLoading text="Loading business information..." />;
  if (detail.isError || !detail.data) {
    return <NotFoundState title="Business Not Found" text="The business you're trying to claim doesn't exist." to="/" linkLabel="Return Home" />;
  }
  const { business } = detail.data;
  if (business.isClaimed) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <Icon name="check-circle-2" className="size-12 text-green-600" />
        <h1 className="text-3xl font-bold text-slate-900">Business Already Claimed</h1>
        <p className="text-slate-600">This business has already been claimed and verified.</p>
        <Link to={`/business/${business.id}`} className={buttonClass()}>
          Back to Business Page
        </Link>
      </div>
    );
  }
  const pending = requests.data?.requests.find(
    (request) => request.kind === 'claim' && request.status === 'pending' && request.business.id === business.id,
  );
  if (pending) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <Icon name="clock" className="size-12 text-amber-600" />
        <h1 className="text-3xl font-bold text-slate-900">Claim Pending Review</h1>
        <p className="text-slate-600">
          You claimed {business.name} on {formatDate(pending.submittedAt)}. Our team reviews claims within 1-3 business days.
        </p>
        <Link to={`/dashboard/business#request-${pending.id}`} className={buttonClass()}>
          See your claim
        </Link>
      </div>
    );
  }
  return <ClaimForm business={business} />;
}

type ClaimFormValues = { claimReason: string } & VerificationValues;

/** The claim payload's own schema, checking the form's values (the chosen file stands in for its data URL). */
const claimFormSchema = z.preprocess(
  ({ claimReason, ...verification }: ClaimFormValues) => ({ claimReason, ...verificationPayloadOf(verification) }),
  claimPayloadSchema,
);

/** A claimed listing that duplicates another public one: the owner may claim that one instead (issue 26). */
function ClaimDuplicateCheck({ business }: { business: BusinessDetailResponse['business'] }) {
  const [dismissed, setDismissed] = useState(false);
  const check = useApiQuery<DuplicateCheckResponse>(
    listingReportPaths.duplicateCheck({ name: business.name, address: business.address, phone: business.phone, excludeId: business.id }),
  );
  const duplicate = check.data?.duplicate;
  if (!duplicate || dismissed) return null;
  return (
    <div className="mt-6">
      <DuplicateNotice duplicate={duplicate} action="claim this one" onDifferent={() => setDismissed(true)} />
    </div>
  );
}

function ClaimForm({ business }: { business: BusinessDetailResponse['business'] }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useZodForm(claimFormSchema, { defaultValues: { claimReason: '', ...emptyVerification() } });
  const claim = useMutation({
    mutationFn: (payload: ClaimInput) => apiSend<ClaimResponse>('POST', apiPaths.claimBusiness(business.id), payload),
    onSuccess: async () => {
      toast(OWNER_TOASTS.claimSuccess);
      await refreshAfterWrite(queryClient, [apiPaths.ownerRequests]);
      navigate('/dashboard/business');
    },
  });
  const submit = submitHandler(
    form,
    async (checked) => {
      const refuse = (message: string) => form.setError('verificationData.documentFile', { message }, { shouldFocus: true });
      const payload = await withDocument(checked, form.getValues('verificationData.documentFile'), refuse);
      if (payload) await claim.mutateAsync(payload);
    },
    OWNER_TOASTS.claimFailure.description,
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Claim Your Business</h1>
      <ClaimSummaryCard business={business} />
      <ClaimDuplicateCheck business={business} />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className={cn(cardClass, 'mt-6 grid gap-5')} aria-label="Claim this business">
          <FormField control={form.control} name="claimReason" label="Reason for Claiming" required>
            <Textarea rows={4} maxLength={2000} placeholder="Tell us about your connection to this business" {...form.register('claimReason')} />
          </FormField>
          <VerificationFields documentOptions={CLAIM_DOCUMENT_OPTIONS} fileTooLargeMessage={CLAIM_MESSAGES.fileTooLarge} required listingPhone={business.phone.trim() || null} />
          <p className="rounded-lg bg-teal-50 p-4 text-sm text-teal-900">
            Once submitted, our team will review your claim within 1-3 business days. You'll receive an email notification once the review is complete.
          </p>
          <FormAlert control={form.control} title={OWNER_TOASTS.claimFailure.title} />
          <div className="flex flex-wrap justify-end gap-3">
            <Link to={`/business/${business.id}`} className={buttonClass('secondary')}>
              Cancel
            </Link>
            <Button type="submit" pending={form.formState.isSubmitting} pendingText="Submitting...">
              Submit Claim
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
