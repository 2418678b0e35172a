import { NO_PRICE_LABEL } from '#shared/listing-options.js';
import { formatDollars } from '../../lib/format.js';

/**
 * A provider's price as listed: '$40 - $80', 'From $40', 'Up to $1,200', or 'Contact for pricing' when none is
 * given; thousands are separated.
 */
export function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? formatDollars(min) : `${formatDollars(min)} - ${formatDollars(max)}`;
  if (min !== null) return `From ${formatDollars(min)}`;
  if (max !== null) return `Up to ${formatDollars(max)}`;
  return NO_PRICE_LABEL;
}

export const hasPrice = (min: number | null, max: number | null) => min !== null || max !== null;

/** A price field as typed: whole dollars, or null when empty (no price, 'Contact for pricing'). */
export function parsePriceInput(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? null : value;
}
