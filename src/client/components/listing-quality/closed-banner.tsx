import { lazy, Suspense } from 'react';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { useSession } from '../../lib/use-session.js';
import { Icon } from '../ui/icon.js';
import { Notice } from '../ui/notice.js';

// Staff only, so loaded only for them.
const StaffReopen = lazy(() => import('./staff-reopen.js'));

/** At the top of a permanently closed business's page: its page stays so links keep working, and says so first. */
export function ClosedBanner({ detail }: { detail: BusinessDetailResponse }) {
  const session = useSession();
  if (!detail.closedAt) return null;
  return (
    <Notice role="status" tone="danger" size="banner">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-4 sm:px-6 lg:px-8">
        <Icon name="shield-alert" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">Permanently closed</p>
          <p className="text-sm">{detail.business.name} has closed. Its details below are kept for reference; it no longer takes bookings or reviews.</p>
          {session.status === 'signed-in' && session.isStaff ? (
            <Suspense fallback={null}>
              <StaffReopen businessId={detail.business.id} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </Notice>
  );
}
