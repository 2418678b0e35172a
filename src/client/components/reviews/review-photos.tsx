import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { Review } from '#shared/reviews.js';
import { PhotoImg } from '../photos/photo-img.js';
import { useLightbox } from '../photos/use-lightbox.js';
import { refreshAfterReviewWrite } from './review-queries.js';
import { useReviewViewer } from './use-review-viewer.js';
import { Icon } from '../ui/icon.js';

// Loaded when first opened: reporting and staff removal are rare, and the report form is a zod form.
const ReportDialog = lazy(() => import('./report-dialog.js').then((module) => ({ default: module.ReportDialog })));
const StaffRemovePhotoDialog = lazy(() => import('../photos/staff-remove-photo-dialog.js').then((module) => ({ default: module.StaffRemovePhotoDialog })));

const THUMB_PX = 80;

/**
 * A review's photos as small square thumbnails under its text (their box is fixed, so nothing moves as they load);
 * each opens the lightbox. There, staff can remove the photo shown, and other signed-in visitors but the author
 * can report it.
 */
export function ReviewPhotos({ review }: { review: Review }) {
  const queryClient = useQueryClient();
  const { session, ownReview } = useReviewViewer(review.businessId);
  const [chosen, setChosen] = useState<{ photoId: number; to: 'report' | 'remove' } | null>(null);
  const signedIn = session.status === 'signed-in';
  const photos = review.photos.map((photo, index) => ({ ...photo, alt: `Photo ${index + 1} from ${review.authorName}'s review` }));
  const choose = (to: 'report' | 'remove') => (index: number) => setChosen({ photoId: photos[index]!.id, to });
  const action =
    signedIn && session.isStaff
      ? { label: 'Remove photo', icon: <Icon name="trash-2" className="size-4"/>, onSelect: choose('remove') }
      : signedIn && review.id !== ownReview?.id
        ? { label: 'Report photo', icon: <Icon name="flag" className="size-4"/>, onSelect: choose('report') }
        : undefined;
  const { opener, lightbox } = useLightbox(photos, `Photos from ${review.authorName}'s review`, action);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={`Photos from ${review.authorName}'s review`}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              {...opener(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length} from ${review.authorName}'s review`}
              className="focus-ring block size-20 overflow-hidden rounded-lg bg-slate-100"
            >
              <PhotoImg image={photo.image} alt="" blur={false} sizes={`${THUMB_PX}px`} className="size-full object-cover" />
            </a>
          </li>
        ))}
      </ul>
      {lightbox}
      <Suspense fallback={null}>
        {chosen?.to === 'report' ? (
          <ReportDialog kind="photo" path={apiPaths.reviewPhotoReport(review.id, chosen.photoId)} authorName={review.authorName} onClose={() => setChosen(null)} />
        ) : null}
        {chosen?.to === 'remove' ? (
          <StaffRemovePhotoDialog
            request={{ method: 'POST', path: apiPaths.admin.removeReviewPhoto(chosen.photoId) }}
            refresh={() => refreshAfterReviewWrite(queryClient, review.businessId)}
            onClose={() => setChosen(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
