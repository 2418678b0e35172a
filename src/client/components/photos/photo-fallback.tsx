const KNOWN = new Set(['grooming', 'medical', 'training', 'care', 'exercise']);

/** The picture of a listing without photos: its category's colours and icon (photo-fallback.css), decorative. */
export function PhotoFallback({ category, className = '' }: { category: string | undefined; className?: string }) {
  const look = category && KNOWN.has(category) ? category : 'other';
  return <div aria-hidden="true" className={`photo-fallback photo-fallback-${look} ${className}`} />;
}
