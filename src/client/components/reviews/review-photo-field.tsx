import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { PHOTO_ACCEPT } from '#shared/photos.js';
import { REVIEW_LIMITS } from '#shared/review-options.js';
import type { Review, ReviewResponse } from '#shared/reviews.js';
import { apiSend } from '../../lib/api.js';
import { PhotoImg } from '../photos/photo-img.js';
import { buttonClass } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { refreshAfterReviewWrite } from './review-queries.js';
import type { ChosenPhotos } from './use-chosen-photos.js';
import { Icon } from '../ui/icon.js';

const tile = 'relative size-20 overflow-hidden rounded-lg bg-slate-100';
const removeButton = 'focus-ring absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-700 shadow-sm hover:bg-white';

/**
 * The review dialog's photos: those already on the saved review (each removed after a confirmation, at once) and
 * those picked from the device, sent when the review is saved. At most REVIEW_LIMITS.maxPhotos in all.
 */
export function ReviewPhotoField({ review, photos, onSaved, disabled }: {
  review: Review | undefined;
  photos: ChosenPhotos;
  onSaved: (review: Review) => void;
  disabled: boolean;
}) {
  const hintId = useId();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<number | null>(null);
  const stored = review?.photos ?? [];
  const room = REVIEW_LIMITS.maxPhotos - stored.length;
  const full = room - photos.waiting.length <= 0;
  const remove = useMutation({
    mutationFn: (photoId: number) => apiSend<ReviewResponse>('DELETE', apiPaths.reviewPhoto(review!.id, photoId)),
    onSuccess: async (answer) => {
      onSaved(answer.review);
      setRemoving(null);
      await refreshAfterReviewWrite(queryClient, answer.review.businessId);
    },
  });

  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Photos (optional)</legend>
      <p id={hintId} className="text-xs text-slate-500">
        Up to {REVIEW_LIMITS.maxPhotos} photos: JPEG, PNG or WebP, up to 10 MB each, at least 200 pixels on the short side. Shown with your review.
      </p>
      {stored.length || photos.chosen.length ? (
        <ul className="flex flex-wrap gap-3" aria-label="Photos of your review">
          {stored.map((photo, index) => (
            <li key={photo.id} className={tile}>
              <PhotoImg image={photo.image} alt={`Your photo ${index + 1}`} blur={false} sizes="80px" className="size-full object-cover" />
              <button type="button" className={removeButton} disabled={disabled} onClick={() => setRemoving(photo.id)} aria-label={`Remove your photo ${index + 1}`}>
                <Icon name="trash-2" className="size-4"/>
              </button>
            </li>
          ))}
          {photos.chosen.map((item) => (
            <li key={item.key} className="grid w-20 gap-1">
              <div className={tile}>
                <img src={item.preview} alt={item.file.name} width={80} height={80} className={`size-full object-cover ${item.state === 'failed' ? 'opacity-40' : ''}`} />
                {item.state === 'sending' ? null : (
                  <button type="button" className={removeButton} disabled={disabled} onClick={() => photos.remove(item.key)} aria-label={`Do not add ${item.file.name}`}>
                    <Icon name="x" className="size-4"/>
                  </button>
                )}
              </div>
              {item.state === 'failed' ? (
                <p role="alert" className="text-xs text-red-700">
                  {item.error}
                </p>
              ) : (
                <p className="text-xs text-slate-500">{item.state === 'sending' ? 'Adding...' : 'Added on save'}</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <label className={buttonClass('secondary', 'sm', `focus-ring-within justify-self-start ${full || disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`)}>
        <Icon name="image-plus" className="size-4"/>
        Add photos
        <input
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={full || disabled}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) photos.add(files, room);
          }}
        />
      </label>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this photo?"
        description="It disappears from your review at once."
        confirmLabel="Remove Photo"
        pendingText="Removing..."
        pending={remove.isPending}
        error={remove.error}
        failureText="The photo could not be removed. Please try again."
        onConfirm={() => removing !== null && remove.mutate(removing)}
      />
    </fieldset>
  );
}
