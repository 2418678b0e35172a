import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import type { OwnerRequest } from '#shared/owners.js';
import { Card } from '../ui/card.js';
import { Notice } from '../ui/notice.js';
import { formatDate, StatusBadge } from './status-badge.js';

const KIND_LABELS: Record<OwnerRequest['kind'], string> = { listing: 'New listing', claim: 'Claim' };

/** Where an owner goes from a request: their own dashboard, the public page, or nowhere while it is hidden. */
function nextStep(request: OwnerRequest) {
  const { business } = request;
  if (business.isOwner) return { to: `/dashboard/business/${business.id}`, label: 'Open Dashboard' };
  if (request.status === 'rejected' && business.isPublic) return { to: `/business/${business.id}/claim`, label: 'File a new claim' };
  if (business.isPublic) return { to: `/business/${business.id}`, label: 'View business' };
  return null;
}

/** The owner's listings and claims sent for review, each with its state, dates and the staff reason of a refusal. */
export function OwnerRequests({ requests }: { requests: OwnerRequest[] }) {
  return (
    <section aria-labelledby="requests-heading" className="mt-10">
      <h2 id="requests-heading" className="mb-4 flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Icon name="file-check-2" className="size-6 text-teal-700" />
        Your Requests
      </h2>
      {requests.length === 0 ? (
        <Card as="div" className="text-slate-600">
          <p>Listings and claims you send for review will appear here with their state.</p>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {requests.map((request) => {
            const step = nextStep(request);
            return (
              <Card as="li" key={request.id} id={`request-${request.id}`} className="grid gap-2">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">
                    {KIND_LABELS[request.kind]}: {request.business.name}
                    <span className="font-normal text-slate-600">
                      {' '}
                      ({request.business.city}, {request.business.state})
                    </span>
                  </h3>
                  <StatusBadge status={request.status} />
                </div>
                <p className="text-sm text-slate-600">
                  Submitted {formatDate(request.submittedAt)}
                  {request.decidedAt ? ` · Decided ${formatDate(request.decidedAt)}` : ''}
                </p>
                {request.status === 'rejected' && request.rejectionReason ? (
                  <Notice tone="danger" size="xs">
                    <p>
                      <span className="font-semibold">Reason: </span>
                      {request.rejectionReason}
                    </p>
                  </Notice>
                ) : null}
                {step ? (
                  <Link to={step.to} className="focus-ring justify-self-start rounded text-sm font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900">
                    {step.label}
                  </Link>
                ) : null}
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
