import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { apiPaths } from '#shared/api-paths.js';
import { REVIEW_LIMITS, reviewPayloadSchema, type Review, type ReviewPayload, type ReviewResponse } from '#shared/reviews.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { ReviewPhotoField } from './review-photo-field.js';
import { refreshAfterReviewWrite } from './review-queries.js';
import { StarPicker } from './star-picker.js';
import { useChosenPhotos } from './use-chosen-photos.js';

/** Characters typed (as the server counts them: trimmed) against the limits, said politely to screen readers. */
function TextCounter({ control }: { control: ReturnType<typeof useZodForm<typeof reviewPayloadSchema>>['control'] }) {
  const text = useWatch({ control, name: 'text' }) ?? '';
  const length = text.trim().length;
  const short = length < REVIEW_LIMITS.minText;
  return (
    <p className={`text-xs ${length > REVIEW_LIMITS.maxText ? 'text-red-700' : 'text-slate-500'}`} aria-live="polite">
      {length} / {REVIEW_LIMITS.maxText} characters{short ? ` (at least ${REVIEW_LIMITS.minText})` : ''}
    </p>
  );
}

/** Whether the form says something the saved review does not (the server trims the text). */
const changed = (saved: Review, payload: ReviewPayload) => payload.rating !== saved.rating || String(payload.text ?? '').trim() !== saved.text;

/**
 * 'Write a Review' (no `review`) or 'Edit your review': stars, text with a counter, photos; the business rating
 * follows. The review is saved first, then each picked photo is added to it. If a photo is refused the dialog stays
 * open on the saved review (now in edit mode, so saving again never writes a second one) with the reason beside it.
 */
export function ReviewDialog({ businessId, businessName, review, onClose }: {
  businessId: number;
  businessName: string;
  review?: Review;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(review);
  const photos = useChosenPhotos();
  const form = useZodForm(reviewPayloadSchema, { defaultValues: { rating: review?.rating ?? 0, text: review?.text ?? '' } });
  const save = useMutation({
    mutationFn: async (payload: ReviewPayload) => {
      let current = saved;
      if (!current) current = (await apiSend<ReviewResponse>('POST', apiPaths.businessReviews(businessId), payload)).review;
      // Only photos to add: the text stays as it was (and is not marked edited).
      else if (changed(current, payload) || photos.waiting.length === 0) current = (await apiSend<ReviewResponse>('PATCH', apiPaths.review(current.id), payload)).review;
      setSaved(current);
      return photos.sendAll(current.id, setSaved);
    },
    onSuccess: async (refused) => {
      await refreshAfterReviewWrite(queryClient, businessId);
      if (refused > 0) return;
      toast({ title: review ? 'Review updated' : 'Review posted', description: `Thank you for reviewing ${businessName}.` });
      onClose();
    },
  });
  const submit = submitHandler(form, (values) => save.mutateAsync(values), 'Your review could not be saved. Please try again.');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={form.formState.isSubmitting}
      title={saved ? 'Edit your review' : 'Write a Review'}
      description={`Share your experience with ${businessName}. Your first name and last initial are shown with it.`}
    >
      <form className="grid gap-5" noValidate onSubmit={submit}>
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarPicker legend="Your rating" name="rating" value={field.value ?? 0} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
          )}
        />
        <FormField control={form.control} name="text" id="review-text" label="Your review" required hint={<TextCounter control={form.control} />}>
          <Textarea rows={6} maxLength={REVIEW_LIMITS.maxText} {...form.register('text')} />
        </FormField>
        <ReviewPhotoField review={saved} photos={photos} onSaved={setSaved} disabled={form.formState.isSubmitting} />
        <DialogFormActions control={form.control} failureTitle="Review Not Saved" pendingText="Saving...">
          {saved ? 'Save Changes' : 'Post Review'}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
