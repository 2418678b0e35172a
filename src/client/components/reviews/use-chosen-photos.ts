import { useEffect, useRef, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '#shared/photos.js';
import { REVIEW_MESSAGES } from '#shared/review-options.js';
import type { Review, ReviewResponse } from '#shared/reviews.js';
import { serverMessage } from '../../lib/api.js';
import { uploadPhoto } from '../photos/upload-photo.js';

export type ChosenPhoto = { key: string; file: File; preview: string; state: 'chosen' | 'sending' | 'failed'; error?: string };

const TRY_AGAIN = 'The photo could not be added. Please try again.';

/**
 * Photos picked in the review dialog, shown from the device until the review is saved; then each is sent to the
 * saved review, one after the other (the review exists first, so a refused photo never leaves a half-written row).
 * A refused photo stays listed with the server's reason; the others are added.
 */
export function useChosenPhotos() {
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (key: string, change: Partial<ChosenPhoto>) => setChosen((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** Adds picked files; those above `room` or over 10 MB are listed refused at once, without a request. */
  function add(files: File[], room: number) {
    let left = room - chosen.filter((item) => item.state !== 'failed').length;
    const items = files.map((file, i): ChosenPhoto => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const item = { key: `${Date.now()}-${i}-${file.name}`, file, preview, state: 'chosen' as const };
      if (file.size > MAX_PHOTO_BYTES) return { ...item, state: 'failed', error: PHOTO_MESSAGES.tooLarge };
      if (left <= 0) return { ...item, state: 'failed', error: REVIEW_MESSAGES.photoLimit };
      left -= 1;
      return item;
    });
    setChosen((current) => [...current, ...items]);
  }

  function remove(key: string) {
    const item = chosen.find((candidate) => candidate.key === key);
    if (item) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    setChosen((current) => current.filter((candidate) => candidate.key !== key));
  }

  /** Sends every waiting photo to the review; `onSaved` gets the review after each one. Answers how many were refused. */
  async function sendAll(reviewId: number, onSaved: (review: Review) => void): Promise<number> {
    let refused = 0;
    for (const item of chosen.filter((candidate) => candidate.state !== 'failed')) {
      patch(item.key, { state: 'sending' });
      try {
        const answer = await uploadPhoto<ReviewResponse>(apiPaths.reviewPhotos(reviewId), item.file, () => {});
        onSaved(answer.review);
        remove(item.key);
      } catch (error) {
        refused += 1;
        patch(item.key, { state: 'failed', error: serverMessage(error) ?? TRY_AGAIN });
      }
    }
    return refused;
  }

  const waiting = chosen.filter((item) => item.state !== 'failed');
  return { chosen, waiting, add, remove, sendAll };
}

export type ChosenPhotos = ReturnType<typeof useChosenPhotos>;
