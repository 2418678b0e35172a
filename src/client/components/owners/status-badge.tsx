import { statusLabel } from '../../../shared/owners.js';
import { cn } from '../../lib/cn.js';

const TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** A claim's or update's review status, with the spec's labels ('Pending Review'; others shown raw). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status] ?? 'bg-slate-100 text-slate-800')}>
      {statusLabel(status)}
    </span>
  );
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
