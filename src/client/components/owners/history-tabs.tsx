import type { BusinessUpdateItem, ClaimHistoryItem } from '#shared/owners.js';
import { formatDate, StatusBadge } from './status-badge.js';
import { recordedHoursText } from '../hours/schedule-text.js';
import { useCityLabel } from './city-label.js';

const METHOD_LABELS: Record<string, string> = {
  phone: 'Phone verification',
  email: 'Email verification',
  document: 'Document upload',
  address: 'Address verification',
};

export const FIELD_LABELS: Record<string, string> = {
  name: 'Business Name',
  address: 'Address',
  phone: 'Phone',
  website: 'Website',
  cityId: 'City',
  isMobile: 'Mobile Service',
  services: 'Services',
  description: 'Description',
  hours: 'Hours',
  priceMin: 'Starting Price',
  priceMax: 'Maximum Price',
};

function Empty({ text }: { text: string }) {
  return <p className="py-10 text-center text-slate-600">{text}</p>;
}

/** The Claims tab: this business's claim history, newest first. */
export function ClaimsList({ claims }: { claims: ClaimHistoryItem[] }) {
  if (claims.length === 0) return <Empty text="No claims found for this business." />;
  return (
    <ul className="divide-y divide-slate-200">
      {claims.map((claim) => (
        <li key={claim.id} className="grid gap-1 py-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900">{METHOD_LABELS[claim.verificationMethod] ?? claim.verificationMethod}</p>
            <StatusBadge status={claim.status} />
          </div>
          <p className="text-sm text-slate-700">{claim.claimReason}</p>
          <p className="text-xs text-slate-500">Submitted {formatDate(claim.submittedAt)}</p>
          {claim.rejectionReason ? <p className="text-sm text-red-700">Reason: {claim.rejectionReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** A recorded value as the owner reads it: hours as text, a city by its name, the mobile flag as yes or no. */
export function useRecordedValue(): (field: string, value: string | null) => string {
  const cityLabel = useCityLabel();
  return (field, value) => {
    if (value === null || value === '') return '(empty)';
    if (field === 'hours') return recordedHoursText(value);
    if (field === 'cityId') return cityLabel(value) ?? value;
    if (field === 'isMobile') return value === 'true' ? 'Yes' : 'No';
    return value;
  };
}

/** The Updates tab: each saved field change, newest first. */
export function UpdatesList({ updates }: { updates: BusinessUpdateItem[] }) {
  const shown = useRecordedValue();
  if (updates.length === 0) return <Empty text="No updates found for this business." />;
  return (
    <ul className="divide-y divide-slate-200">
      {updates.map((update) => (
        <li key={update.id} className="grid gap-1 py-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900">{FIELD_LABELS[update.fieldName] ?? update.fieldName}</p>
            <StatusBadge status={update.status} />
          </div>
          <p className="text-sm break-words text-slate-700">
            <span className="text-slate-500 line-through">{shown(update.fieldName, update.oldValue)}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> changed to </span>
            <span>{shown(update.fieldName, update.newValue)}</span>
          </p>
          <p className="text-xs text-slate-500">Submitted {formatDate(update.submittedAt)}</p>
          {update.rejectionReason ? <p className="text-sm text-red-700">Reason: {update.rejectionReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
