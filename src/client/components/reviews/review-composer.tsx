import { lazy, Suspense, use, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { REVIEW_MESSAGES } from '#shared/review-options.js';
import { signInHrefWithIntent, useSignInIntent } from '../../lib/sign-in-intent.js';
import { ReviewCard } from '../business/review-card.js';
import { PublicPhotosContext } from '../photos/public-photos.js';
import { Button, buttonClass } from '../ui/button.js';
import { Notice } from '../ui/notice.js';
import { useReviewViewer } from './use-review-viewer.js';

// The dialogs (a zod form among them) load when first opened: most visitors of a business page only read.
const ReviewDialog = lazy(() => import('./review-dialog.js').then((module) => ({ default: module.ReviewDialog })));
const DeleteReviewDialog = lazy(() => import('./delete-review-dialog.js').then((module) => ({ default: module.DeleteReviewDialog })));
import { Icon } from '../ui/icon.js';

type Open = 'write' | 'edit' | 'delete' | null;

/**
 * The viewer's part of the reviews: 'Write a Review' for a customer (signed out, it goes through customer sign-in and
 * comes back with the dialog open), their own review with Edit and Delete once written, and for a business owner
 * account the reason it cannot review.
 */
export function ReviewComposer({ businessId, businessName }: { businessId: number; businessName: string }) {
  const { session, ownReview, ownLoading } = useReviewViewer(businessId);
  // A hidden review's photos are its author's alone: the site's own address, never the CDN's.
  const publicPage = use(PublicPhotosContext);
  const [pathname] = useLocation();
  const [open, setOpen] = useState<Open>(null);
  const isCustomer = session.status === 'signed-in' && session.type === 'customer';
  const resume = useCallback(() => {
    if (isCustomer) setOpen(ownReview ? 'edit' : 'write');
  }, [isCustomer, ownReview]);
  useSignInIntent('review', session.status !== 'loading' && !ownLoading, resume);

  let body;
  if (session.status === 'signed-out') {
    body = (
      <a href={signInHrefWithIntent('customer', pathname, 'review')} className={buttonClass('primary', 'sm')}>
        <Icon name="pen-line" className="size-4"/>
        Write a Review
      </a>
    );
  } else if (session.status === 'signed-in' && session.type !== 'customer') {
    body = (
      <Notice tone="info" icon="info">
        <p className="text-sm">{`You are signed in with a business owner account. ${REVIEW_MESSAGES.ownersCannotReview} Owners reply to reviews from their dashboard.`}</p>
      </Notice>
    );
  } else if (ownReview) {
    body = (
      <section aria-labelledby="own-review" className="grid gap-3">
        <h3 id="own-review" className="font-semibold text-slate-900">
          Your review
        </h3>
        {ownReview.status === 'hidden' ? (
          <Notice tone="warning" icon="info">
            <p className="text-sm">Our team hid this review after a report, so only you can see it.</p>
          </Notice>
        ) : null}
        <PublicPhotosContext value={publicPage && ownReview.status === 'visible'}>
          <ReviewCard review={ownReview} />
        </PublicPhotosContext>
        <div className="flex gap-3">
          <Button variant="secondary" size="sm" onClick={() => setOpen('edit')}>
            <Icon name="pencil" className="size-4"/>
            Edit
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setOpen('delete')}>
            <Icon name="trash-2" className="size-4"/>
            Delete
          </Button>
        </div>
      </section>
    );
  } else {
    body = (
      <Button size="sm" disabled={session.status === 'loading' || ownLoading} onClick={() => setOpen('write')}>
        <Icon name="pen-line" className="size-4"/>
        Write a Review
      </Button>
    );
  }

  const close = () => setOpen(null);
  return (
    <div className="mb-5">
      {body}
      <Suspense fallback={null}>
        {open === 'write' ? <ReviewDialog businessId={businessId} businessName={businessName} onClose={close} /> : null}
        {open === 'edit' && ownReview ? <ReviewDialog businessId={businessId} businessName={businessName} review={ownReview} onClose={close} /> : null}
        {open === 'delete' && ownReview ? <DeleteReviewDialog reviewId={ownReview.id} businessId={businessId} onClose={close} /> : null}
      </Suspense>
    </div>
  );
}
