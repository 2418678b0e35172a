import { ArrowRight, Check, Mail, X } from 'lucide-react';
import type { ChangeQueueItem } from '../../shared/admin.js';
import { FIELD_LABELS } from '../components/owners/history-tabs.js';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../components/owners/form-controls.js';
import { cn } from '../lib/cn.js';
import { formatWhen } from './admin-access.js';
import type { DecisionMode } from '../components/admin/decision-dialog.js';

// Part of the /admin screen; not a route of its own.

const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

/** One pending change to a verified listing: the live value beside the proposed one. */
export function ChangeCard({ item, onDecide }: { item: ChangeQueueItem; onDecide: (mode: DecisionMode) => void }) {
  const { business, owner } = item;
  const field = FIELD_LABELS[item.fieldName] ?? item.fieldName;
  const headingId = `change-item-${item.id}`;
  return (
    <article aria-labelledby={headingId} className={cn(cardClass, 'grid gap-4')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {business.name}: {field}
          </h3>
          <p className="text-sm text-slate-600">
            {business.city}, {business.state} · Listing change
          </p>
        </div>
        <p className="text-sm text-slate-500">
          Requested {formatWhen(item.submittedAt)} · #{item.id}
        </p>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-[1fr_auto_1fr] sm:items-start">
        <div>
          <dt className="font-medium text-slate-500">Current (public)</dt>
          <dd className="break-words text-slate-900">{shown(item.oldValue)}</dd>
        </div>
        <ArrowRight className="hidden size-4 text-slate-400 sm:mt-6 sm:block" aria-hidden="true" />
        <div>
          <dt className="font-medium text-slate-500">Requested</dt>
          <dd className="break-words font-semibold text-slate-900">{shown(item.newValue)}</dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="font-medium text-slate-500">Owner</dt>
          <dd className="text-slate-900">
            {owner.name}
            {owner.email ? (
              <a href={`mailto:${owner.email}`} className="ml-2 inline-flex items-center gap-1 text-teal-700 underline hover:text-teal-900">
                <Mail className="size-3.5" aria-hidden="true" />
                {owner.email}
              </a>
            ) : null}
          </dd>
        </div>
      </dl>
      <footer className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <button type="button" className={secondaryButtonClass} onClick={() => onDecide('reject')} aria-label={`Reject ${field} change for ${business.name}`}>
          <X className="size-4" aria-hidden="true" />
          Reject
        </button>
        <button type="button" className={primaryButtonClass} onClick={() => onDecide('approve')} aria-label={`Approve ${field} change for ${business.name}`}>
          <Check className="size-4" aria-hidden="true" />
          Approve
        </button>
      </footer>
    </article>
  );
}
