import { statusLabel } from '#shared/owners.js';
import { Badge, type BadgeTone } from '../ui/badge.js';

const TONES: Record<string, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** A claim's or update's review status, with its label from STATUS_LABELS (an unknown value shown as it is). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
