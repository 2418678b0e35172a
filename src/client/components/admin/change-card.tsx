import { Icon } from '../ui/icon.js';
import type { ChangeQueueItem } from '#shared/admin.js';
import { FIELD_LABELS, useRecordedValue } from '../owners/history-tabs.js';
import { Button } from '../ui/button.js';
import { Card, CardHeader } from '../ui/card.js';
import { formatWhen } from './format-when.js';
import { OwnerContact } from './owner-contact.js';
import type { DecisionMode } from './decision-dialog.js';

/** One pending change to a verified listing: the live value beside the proposed one. */
export function ChangeCard({ item, onDecide }: { item: ChangeQueueItem; onDecide: (mode: DecisionMode) => void }) {
  const { business, owner } = item;
  const recorded = useRecordedValue();
  const shown = (value: string | null) => recorded(item.fieldName, value);
  const field = FIELD_LABELS[item.fieldName] ?? item.fieldName;
  const headingId = `change-item-${item.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-4">
      <CardHeader
        id={headingId}
        title={`${business.name}: ${field}`}
        subtitle={`${business.city}, ${business.state} · Listing change`}
        aside={<p className="text-sm text-slate-500">{`Requested ${formatWhen(item.submittedAt)} · #${item.id}`}</p>}
      />
      <dl className="grid gap-3 text-sm sm:grid-cols-[1fr_auto_1fr] sm:items-start">
        <div>
          <dt className="font-medium text-slate-500">Current (public)</dt>
          <dd className="break-words text-slate-900">{shown(item.oldValue)}</dd>
        </div>
        <Icon name="arrow-right" className="hidden size-4 text-slate-400 sm:mt-6 sm:block" />
        <div>
          <dt className="font-medium text-slate-500">Requested</dt>
          <dd className="break-words font-semibold text-slate-900">{shown(item.newValue)}</dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="font-medium text-slate-500">Owner</dt>
          <dd className="text-slate-900">
            <OwnerContact owner={owner} />
          </dd>
        </div>
      </dl>
      <footer className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => onDecide('reject')} aria-label={`Reject ${field} change for ${business.name}`}>
          <Icon name="x" className="size-4" />
          Reject
        </Button>
        <Button onClick={() => onDecide('approve')} aria-label={`Approve ${field} change for ${business.name}`}>
          <Icon name="check" className="size-4" />
          Approve
        </Button>
      </footer>
    </Card>
  );
}
