/** A provider's price as listed: '$40 - $80', 'From $40', 'Up to $80', or null when none is given. */
export function priceLabel(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? `$${min}` : `$${min} - $${max}`;
  if (min !== null) return `From $${min}`;
  if (max !== null) return `Up to $${max}`;
  return null;
}
