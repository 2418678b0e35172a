import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { REVIEW_LIMITS, replyPayloadSchema, type ManagedReview, type ReplyPayload } from '#shared/reviews.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Button } from '../ui/button.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { refreshAfterReviewWrite } from './review-queries.js';

/** The owner's reply to one review, new or rewritten; it shows publicly under the review at once. */
export function OwnerReplyForm({ review, onDone }: { review: ManagedReview; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(replyPayloadSchema, { defaultValues: { text: review.ownerReply?.text ?? '' } });
  const save = useMutation({
    mutationFn: (payload: ReplyPayload) => apiSend('PUT', apiPaths.reviewReply(review.id), payload),
    onSuccess: async () => {
      await refreshAfterReviewWrite(queryClient, review.businessId);
      toast({ title: review.ownerReply ? 'Reply updated' : 'Reply posted', description: 'It shows under the review on your public page.' });
      onDone();
    },
  });
  const submit = submitHandler(form, (values) => save.mutateAsync(values), 'Your reply could not be saved. Please try again.');
  return (
    <form className="grid gap-3" noValidate onSubmit={submit}>
      <FormField control={form.control} name="text" id={`reply-${review.id}`} label={`Your reply to ${review.authorName}`} required hint={`Up to ${REVIEW_LIMITS.maxReply} characters. Shown publicly as 'Response from the owner'.`}>
        <Textarea rows={4} maxLength={REVIEW_LIMITS.maxReply} {...form.register('text')} />
      </FormField>
      <FormAlert control={form.control} title="Reply Not Saved" />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" pending={form.formState.isSubmitting} pendingText="Saving...">
          {review.ownerReply ? 'Save Reply' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
}
