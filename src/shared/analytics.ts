import { z } from 'zod';
import { ANALYTICS_METRICS, ANALYTICS_PERIODS } from './analytics-options.js';

// ---------------------------------------------------------------------------------------------------------------
// GET /api/dashboard/business/{id}/analytics (and .csv): the owner's figures per UTC day over 30 or 90 days, with
// the period's totals against the period before it. Metric names and labels live in analytics-options.ts (no zod).
// ---------------------------------------------------------------------------------------------------------------

export { ANALYTICS_METRICS, ANALYTICS_METRIC_LABELS, ANALYTICS_PERIODS, type AnalyticsMetric, type AnalyticsPeriod } from './analytics-options.js';

export const ANALYTICS_PERIOD_MESSAGE = `days must be one of ${ANALYTICS_PERIODS.join(', ')}`;

export const analyticsQuerySchema = z.object({
  days: z
    .enum(['30', '90'] satisfies `${(typeof ANALYTICS_PERIODS)[number]}`[], { message: ANALYTICS_PERIOD_MESSAGE })
    .default('30')
    .describe('How many days, today (UTC) included: 30 or 90'),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);
const rating = z.number().min(0).max(5).nullable().describe('Average of the visible reviews written up to the end of that day, one decimal; null before the first');

export const analyticsDaySchema = z.object({
  day: z.string().describe('The UTC day, YYYY-MM-DD'),
  views: count.describe('Profile views (one per visitor and minute; bots and the owner not counted)'),
  phoneClicks: count.describe("Clicks on 'Call Now'"),
  websiteClicks: count.describe("Clicks on 'Visit Website'"),
  directionClicks: count.describe("Clicks on 'Get Directions'"),
  bookingRequests: count.describe('Booking requests received'),
  newReviews: count.describe('Reviews written that day that are visible now'),
  averageRating: rating,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsTotalSchema = z.object({
  total: z.number().nullable().describe('The sum over the period; for averageRating, its value on the last day (null without reviews)'),
  previous: z.number().nullable().describe('The same over the period just before'),
  change: z
    .number()
    .nullable()
    .describe('Counts: the change in percent, rounded (null when the previous period had none). averageRating: the difference in stars, one decimal'),
});
export type AnalyticsTotal = z.infer<typeof analyticsTotalSchema>;

export const analyticsResponseSchema = z.object({
  days: z.number().int().describe('The period asked for: 30 or 90'),
  from: z.string().describe('First UTC day of the period, YYYY-MM-DD'),
  to: z.string().describe('Last UTC day of the period (today), YYYY-MM-DD'),
  series: z.array(analyticsDaySchema).describe('One entry per day, oldest first, days without activity included'),
  totals: z.object(Object.fromEntries(ANALYTICS_METRICS.map((metric) => [metric, analyticsTotalSchema])) as Record<(typeof ANALYTICS_METRICS)[number], typeof analyticsTotalSchema>),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
