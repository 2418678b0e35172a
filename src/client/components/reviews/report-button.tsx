import { lazy, Suspense, useState, type ReactNode } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { Review } from '#shared/reviews.js';
import { Button } from '../ui/button.js';
import { useReviewViewer } from './use-review-viewer.js';

// Loaded when a visitor first reports: its form is a zod form.
const ReportDialog = lazy(() => import('./report-dialog.js').then((module) => ({ default: module.ReportDialog })));
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

/** The controls each public review gets for this viewer: Report, for anyone signed in but its author. */
export function useReviewActions(businessId: number): (review: Review) => ReactNode {
  const { session, ownReview } = useReviewViewer(businessId);
  return (review) => (session.status === 'signed-in' && review.id !== ownReview?.id ? <ReportButton review={review} /> : null);
}
