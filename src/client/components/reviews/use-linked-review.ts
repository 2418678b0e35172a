import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

const REVIEW_HASH = /^#review-(\d{1,15})$/;

/**
 * The review a permanent link (`#review-{id}`) points at. Read after hydration, since the server never sees the
 * hash, and again after a client navigation or a change of the hash alone.
 */
export function useLinkedReviewId(): number | null {
  const [location] = useLocation();
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    const read = () => {
      const match = REVIEW_HASH.exec(window.location.hash);
      setId(match ? Number(match[1]) : null);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [location]);
  return id;
}
