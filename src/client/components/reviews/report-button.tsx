import { lazy, Suspense, useState, type ReactNode } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { OwnerBusinessSummary } from '#shared/owners.js';
import type { MyHelpfulVotes, Review } from '#shared/reviews.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { HelpfulCount } from './helpful-count.js';
import { Button } from '../ui/button.js';
import { useReviewViewer } from './use-review-viewer.js';

// Loaded when a visitor first reports: its form is a zod form.
const ReportDialog = lazy(() => import('./report-dialog.js').then((module) => ({ default: module.ReportDialog })));
// Loaded once a signed-in viewer may vote: visitors never download it (the business page is at its script budget).
const HelpfulButton = lazy(() => import('./helpful-button.js'));
import { Icon } from '../ui/icon.js';

/** 'Report' under a review, for signed-in visitors other than its author. */
export function ReportButton({ review }: { review: Review }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Report the review by ${review.authorName}`}>
        <Icon name="flag" className="size-4"/>
        Report
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog kind="review" path={apiPaths.reviewReport(review.id)} authorName={review.authorName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The controls each public review gets for this viewer: 'Helpful' and Report for anyone signed in but its author
 * (and, for 'Helpful', the business's owner); everyone else sees how many found it helpful.
 */
export function useReviewActions(businessId: number): (review: Review) => ReactNode {
  const { session, ownReview } = useReviewViewer(businessId);
  const signedIn = session.status === 'signed-in';
  // A business's owner may not vote on its reviews: an owner account's own businesses (the dashboard's list) say which.
  const owned = useApiQuery<OwnerBusinessSummary[]>(session.type === 'business_owner' ? apiPaths.ownerBusinesses : undefined);
  const votes = useApiQuery<MyHelpfulVotes>(signedIn ? apiPaths.businessHelpfulVotes(businessId) : undefined);
  const isOwner = Boolean(owned.data?.some((business) => business.id === businessId));
  return (review) => {
    const own = review.id === ownReview?.id;
    const canVote = signedIn && !own && !isOwner && votes.data !== undefined && (session.type !== 'business_owner' || owned.data !== undefined);
    // Nothing to show: no empty foot under the review.
    if (!canVote && review.helpfulCount === 0 && (!signedIn || own)) return null;
    return (
      <>
        {canVote ? (
          <Suspense fallback={<HelpfulCount count={review.helpfulCount} />}>
            <HelpfulButton review={review} voted={votes.data!.reviewIds.includes(review.id)} />
          </Suspense>
        ) : (
          <HelpfulCount count={review.helpfulCount} />
        )}
        {signedIn && !own ? <ReportButton review={review} /> : null}
      </>
    );
  };
}
