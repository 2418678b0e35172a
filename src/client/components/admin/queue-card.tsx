import { Icon } from '../ui/icon.js';
import { VERIFICATION_METHOD_LABELS, type AdminQueueItem } from '#shared/admin.js';
import { Button } from '../ui/button.js';
import { Card, CardHeader } from '../ui/card.js';
import { formatWhen } from './format-when.js';
import { OwnerContact } from './owner-contact.js';
import type { DecisionMode } from './decision-dialog.js';

/** 'documentType' -> 'Document type' */
const labelOf = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const valueOf = (key: string, value: string | number | boolean | null) => {
  if (value === null || value === '') return 'Not provided';
  if (key === 'documentSize' && typeof value === 'number') return `${(value / 1024).toFixed(1)} KB`;
  if (key === 'documentType' && typeof value === 'string') return labelOf(value.replaceAll('_', ' '));
  return String(value);
};

/** One pending listing or claim with everything staff need to decide it. */
export function QueueCard({ item, onDecide }: { item: AdminQueueItem; onDecide: (mode: DecisionMode) => void }) {
  const { business, owner, document, listing } = item;
  const headingId = `queue-item-${item.id}`;
  const data = Object.entries(item.verificationData);
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-4">
      <CardHeader
        id={headingId}
        title={business.name}
        subtitle={`${business.address}, ${business.city}, ${business.state} · ${business.phone}`}
        aside={<p className="text-sm text-slate-500">{`${item.kind === 'listing' ? 'Listed' : 'Claimed'} ${formatWhen(item.submittedAt)} · #${item.id}`}</p>}
      />

      {item.warnings.length ? (
        <ul aria-label="Check before deciding" className="grid gap-1 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {item.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2">
              <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-500">Description</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{listing.description || 'Not provided'}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Services</dt>
          <dd className="text-slate-900">{listing.services.join(', ') || 'None'}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Website</dt>
          <dd className="break-words text-slate-900">
            {listing.website ? (
              <a href={listing.website} target="_blank" rel="noopener noreferrer nofollow" className="focus-ring rounded text-teal-700 underline">
                {listing.website}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              'Not provided'
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-500">Hours</dt>
          <dd className="whitespace-pre-line text-slate-900">{listing.hours ?? 'Not provided'}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">{item.kind === 'listing' ? 'Owner' : 'Claimant'}</dt>
          <dd className="text-slate-900">
            <OwnerContact owner={owner} noEmail="(no email)" />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Verification method</dt>
          <dd className="text-slate-900">{VERIFICATION_METHOD_LABELS[item.verificationMethod] ?? item.verificationMethod}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-500">Reason</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{item.claimReason}</dd>
        </div>
        {data.map(([key, value]) => (
          <div key={key}>
            <dt className="font-medium text-slate-500">{labelOf(key)}</dt>
            <dd className="break-words text-slate-900">{valueOf(key, value)}</dd>
          </div>
        ))}
      </dl>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        {document ? (
          // A PDF or an image opens in the browser (a Word file downloads): in a new tab, so the queue stays put.
          <a href={document.url} target="_blank" rel="noopener noreferrer" className="focus-ring inline-flex items-center gap-2 rounded font-medium text-teal-700 underline hover:text-teal-900">
            <Icon name="file-text" className="size-4" />
            Open document: {document.name} ({(document.size / 1024).toFixed(1)} KB)
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-sm text-slate-500">No document uploaded</span>
        )}
        <a href={listing.previewUrl} target="_blank" rel="noopener noreferrer" className="focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 underline">
          Preview the listing
          <Icon name="external-link" className="size-3.5" />
          <span className="sr-only"> of {business.name} (opens in a new tab)</span>
        </a>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => onDecide('reject')} aria-label={`Reject ${item.kind} for ${business.name}`}>
            <Icon name="x" className="size-4" />
            Reject
          </Button>
          <Button onClick={() => onDecide('approve')} aria-label={`Approve ${item.kind} for ${business.name}`}>
            <Icon name="check" className="size-4" />
            Approve
          </Button>
        </div>
      </footer>
    </Card>
  );
}
