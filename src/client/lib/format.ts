/** Descriptions are cut at 80 characters, review text at 150. */
export const DESCRIPTION_LIMIT = 80;
export const REVIEW_TEXT_LIMIT = 150;

export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** A share (0-1) as a whole percent: 0.585 -> '59%'. */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Dollars in thousands: 76607 -> '$77k'. */
export function formatIncomeK(dollars: number): string {
  return `$${Math.round(dollars / 1000)}k`;
}

/** Large counts as the marketing line shows them: 18600 -> '18K+'. */
/** A count as a floor a visitor can trust: 18600 -> '18K+', 66 -> '60+', 7 -> '7'. Never more than there is. */
export function formatAtLeast(value: number): string {
  if (value >= 1000) return `${Math.floor(value / 1000)}K+`;
  if (value >= 20) return `${Math.floor(value / 10) * 10}+`;
  return formatNumber(value);
}

/** Large populations compactly: 8175133 -> '8.2M', 490712 -> '491K'. */
export function formatCompact(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${Math.round(value / 1_000)}K`;
  return formatNumber(value);
}

/** Whole dollars as people read them: 100000 -> '$100,000'. */
export function formatDollars(value: number): string {
  return `$${formatNumber(value)}`;
}

export function formatPriceRange(min: number, max: number): string {
  return `${formatDollars(min)} - ${formatDollars(max)}`;
}
