import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.js';

/** Five stars for a 0-5 rating (rounded to the nearest half star), with the figure as text for screen readers. */
export function StarRating({ rating, size = 'sm', className }: { rating: number; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const halves = Math.round(Math.max(0, Math.min(5, rating)) * 2);
  const box = size === 'lg' ? 'size-6' : size === 'md' ? 'size-5' : 'size-4';
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'none';
        return (
          <span key={index} className={cn('relative inline-block', box)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-slate-300', box)} />
            {fill !== 'none' ? (
              <span className={cn('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
                <Star className={cn('fill-amber-400 text-amber-400', box)} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
