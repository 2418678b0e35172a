import '../lib/zod-browser.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, ShieldAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LOGIN_PAGES } from '../../shared/auth.js';
import type { BusinessDetailResponse } from '../../shared/listings.js';
import {
  CLAIM_MESSAGES,
  CLAIM_REDIRECT_DELAY_MS,
  claimPayloadSchema,
  DOCUMENT_UNREADABLE_MESSAGE,
  MISSING_INFORMATION_TITLE,
  OWNER_TOASTS,
  UPLOAD_ERROR_TITLE,
  type ClaimPayload,
  type ClaimResponse,
  type OwnerRequestList,
} from '../../shared/owners.js';
import { formatDate } from '../components/owners/status-badge.js';
import { WrongAccount } from '../components/auth/wrong-account.js';
import { ClaimSummaryCard } from '../components/owners/claim-summary-card.js';
import { cardClass, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '../components/owners/form-controls.js';
import { readFileAsDataUrl } from '../components/owners/read-file.js';
import {
  CLAIM_DOCUMENT_OPTIONS,
  emptyVerification,
  verificationData,
  VerificationFields,
  type VerificationDraft,
} from '../components/owners/verification-fields.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { NotFoundState, PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { apiSend, serverMessage } from '../lib/api.js';
import { apiPaths } from '../lib/api-paths.js';
import { toast } from '../lib/toast.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useSession } from '../lib/use-session.js';

/** /business/{id}/claim: every state of spec sections 2 and 4. */
export default function ClaimPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const hydrated = useHydrated();
  const isOwner = session.status === 'signed-in' && session.type === 'business_owner';
  const signedOut = hydrated && session.status === 'signed-out';
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedOut) return;
    toast({ ...OWNER_TOASTS.claimUnauthenticated, variant: 'destructive' });
    const timer = setTimeout(() => navigate(LOGIN_PAGES.business_owner), CLAIM_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  const seo = <Seo title="Claim Your Business | PawFinder" description="Claim your business listing." canonical={`/business/${id}/claim`} noindex />;
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
          <ShieldAlert className="size-12 text-teal-700" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">Business Owner Authentication Required</h1>
          <p className="text-slate-600">Please sign in as a business owner to claim this business.</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to={LOGIN_PAGES.business_owner} className={primaryButtonClass}>
              Sign In as Business Owner
            </Link>
            <Link to={`/business/${id}`} className={secondaryButtonClass}>
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
        <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-slate-900">Business Already Claimed</h1>
        <p className="text-slate-600">This business already has a verified owner, so it cannot be claimed.</p>
        <Link to={`/business/${business.id}`} className={primaryButtonClass}>
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
        <Clock className="size-12 text-amber-600" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-slate-900">Claim Pending Review</h1>
        <p className="text-slate-600">
          You claimed {business.name} on {formatDate(pending.submittedAt)}. Our team reviews claims within 1-3 business days.
        </p>
        <Link to={`/dashboard/business#request-${pending.id}`} className={primaryButtonClass}>
          See your claim
        </Link>
      </div>
    );
  }
  return <ClaimForm business={business} />;
}

function ClaimForm({ business }: { business: BusinessDetailResponse['business'] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [claimReason, setClaimReason] = useState('');
  const [verification, setVerification] = useState<VerificationDraft>(emptyVerification);
  const [reading, setReading] = useState(false);

  const claim = useMutation({
    mutationFn: (payload: ClaimPayload) => apiSend<ClaimResponse>('POST', `/api/business/${business.id}/claim`, payload),
    onSuccess: async () => {
      toast(OWNER_TOASTS.claimSuccess);
      await queryClient.invalidateQueries({ queryKey: [apiPaths.ownerRequests] });
      navigate('/dashboard/business');
    },
    onError: (error) =>
      toast({ title: OWNER_TOASTS.claimFailure.title, description: serverMessage(error) ?? OWNER_TOASTS.claimFailure.description, variant: 'destructive' }),
  });

  const payloadOf = (documentFile?: string): ClaimPayload => ({
    claimReason,
    verificationMethod: verification.method as ClaimPayload['verificationMethod'],
    verificationData: verificationData(verification, documentFile) as ClaimPayload['verificationData'],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (claim.isPending || reading) return;
    const checked = claimPayloadSchema.safeParse(payloadOf(verification.file ? 'selected' : undefined));
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? CLAIM_MESSAGES.missing;
      toast({ title: message === CLAIM_MESSAGES.missing ? MISSING_INFORMATION_TITLE : 'Invalid Information', description: message, variant: 'destructive' });
      return;
    }
    let documentFile: string | undefined;
    if (verification.method === 'document' && verification.file) {
      setReading(true);
      try {
        documentFile = await readFileAsDataUrl(verification.file);
      } catch {
        toast({ title: UPLOAD_ERROR_TITLE, description: DOCUMENT_UNREADABLE_MESSAGE, variant: 'destructive' });
        return;
      } finally {
        setReading(false);
      }
    }
    claim.mutate(payloadOf(documentFile));
  };

  const pending = claim.isPending || reading;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Claim Your Business</h1>
      <ClaimSummaryCard business={business} />
      <form onSubmit={submit} noValidate className={`${cardClass} mt-6 grid gap-5`} aria-label="Claim this business">
        <Field id="claimReason" label="Reason for Claiming" required>
          <textarea
            id="claimReason"
            rows={4}
            maxLength={2000}
            className={inputClass}
            placeholder="Tell us about your connection to this business"
            value={claimReason}
            onChange={(e) => setClaimReason(e.target.value)}
          />
        </Field>
        <VerificationFields
          idPrefix="claim"
          draft={verification}
          onChange={(patch) => setVerification((current) => ({ ...current, ...patch }))}
          documentOptions={CLAIM_DOCUMENT_OPTIONS}
          fileTooLargeMessage={CLAIM_MESSAGES.fileTooLarge}
          required
        />
        <p className="rounded-lg bg-teal-50 p-4 text-sm text-teal-900">
          Once submitted, our team will review your claim within 1-3 business days. You'll receive an email notification once the review is complete.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={`/business/${business.id}`} className={secondaryButtonClass}>
            Cancel
          </Link>
          <button type="submit" className={primaryButtonClass} disabled={pending}>
            {pending ? 'Submitting...' : 'Submit Claim'}
          </button>
        </div>
      </form>
    </div>
  );
}
