import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { Notice } from '../ui/notice.js';

/**
 * Shown on a listing that is not public, which only its owner and staff can open: why nobody else sees it, and
 * where the owner goes next.
 */
export function ModerationBanner({ detail }: { detail: BusinessDetailResponse }) {
  const { moderation, business } = detail;
  if (!moderation) return null;
  const rejected = moderation.status === 'rejected';
  return (
    <Notice role="status" tone={rejected ? 'danger' : 'warning'} size="banner">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-4 sm:px-6 lg:px-8">
        {rejected ? <Icon name="shield-alert" className="mt-0.5 size-5 shrink-0" /> : <Icon name="clock" className="mt-0.5 size-5 shrink-0" />}
        <div className="space-y-1">
          <p className="font-semibold">{rejected ? `Not approved: ${moderation.reason ?? 'no reason given'}` : 'Pending Review'}</p>
          <p className="text-sm">
            {rejected
              ? 'This listing is not public. Fix what the reason names, then resubmit it from your dashboard.'
              : 'This listing is not public yet: only you and our staff can see it until staff approve it.'}{' '}
            <Link to={`/dashboard/business/${business.id}`} className="focus-ring rounded font-semibold underline underline-offset-2 [--focus-color:currentColor]">
              Open the dashboard
            </Link>
          </p>
        </div>
      </div>
    </Notice>
  );
}
