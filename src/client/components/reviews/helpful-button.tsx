import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { HelpfulVoteResponse, Review } from '#shared/reviews.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { Button } from '../ui/button.js';

/**
 * 'Helpful' under a review, pressed when the viewer marked it (loaded only for signed-in viewers, off the page's
 * first load): a press gives the vote, another withdraws it. The
 * count shown is the server's answer to the vote; the review lists and the viewer's votes are read again after it.
 */
export default function HelpfulButton({ review, voted }: { review: Review; voted: boolean }) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<HelpfulVoteResponse | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pressed = answer?.voted ?? voted;
  const count = answer?.helpfulCount ?? review.helpfulCount;
  const toggle = async () => {
    setPending(true);
    setError(null);
    try {
      setAnswer(await apiSend<HelpfulVoteResponse>(pressed ? 'DELETE' : 'PUT', apiPaths.reviewHelpful(review.id)));
      const lists = apiPaths.businessReviews(review.businessId);
      await refreshAfterWrite(queryClient, {
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith(lists) || queryKey[0] === apiPaths.businessHelpfulVotes(review.businessId),
      });
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Your vote could not be saved. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
      <Button variant={pressed ? 'secondary' : 'ghost'} size="sm" aria-pressed={pressed} disabled={pending} onClick={toggle}>
        Helpful{count > 0 ? ` (${count})` : ''}
        <span className="sr-only"> – the review by {review.authorName}</span>
      </Button>
    </span>
  );
}
