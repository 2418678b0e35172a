import { cn } from '../../lib/cn.js';

const SIZES = { sm: '', md: 'star-rating-md', lg: 'star-rating-lg' } as const;

/**
 * Five stars for a 0-5 rating (rounded to the nearest half star), with the figure as text for screen readers.
 * Drawn by CSS (styles.css `.star-rating`): one element pair per rating, so a page of reviews stays light.
 */
export function StarRating({ rating, size = 'sm', className }: { rating: number; size?: keyof typeof SIZES; className?: string }) {
  const halves = Math.round(Math.max(0, Math.min(5, rating)) * 2);
  return (
    <span className={cn('star-rating', SIZES[size], className)} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      <span style={{ width: `${halves * 10}%` }} />
    </span>
  );
}
