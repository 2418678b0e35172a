import type { BusinessDetailResponse } from '#shared/listings.js';
import { Icon } from '../ui/icon.js';
import { Notice } from '../ui/notice.js';

/** At the top of a permanently closed business's page: its page stays so links keep working, and says so first. */
export function ClosedBanner({ detail }: { detail: BusinessDetailResponse }) {
  if (!detail.closedAt) return null;
  return (
    <Notice role="status" tone="danger" size="banner">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-4 sm:px-6 lg:px-8">
        <Icon name="shield-alert" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">Permanently closed</p>
          <p className="text-sm">{detail.business.name} has closed. Its details below are kept for reference; it no longer takes bookings or reviews.</p>
        </div>
      </div>
    </Notice>
  );
}
