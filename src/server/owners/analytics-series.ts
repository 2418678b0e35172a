import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ANALYTICS_METRICS, type AnalyticsDay, type AnalyticsMetric, type AnalyticsResponse, type AnalyticsTotal } from '#shared/analytics.js';
import type { Db } from '../db/connect.js';
import { bookingRequests, businessDailyStats, reviews } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The UTC day a timestamp falls on, in SQL (the daily counters are kept per UTC day too). */
const dayOf = (column: typeof bookingRequests.createdAt | typeof reviews.timeCreated) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

type DayCounts = Omit<AnalyticsDay, 'day' | 'averageRating'>;
const COUNTED = ANALYTICS_METRICS.filter((metric): metric is Exclude<AnalyticsMetric, 'averageRating'> => metric !== 'averageRating');

/**
 * A business's figures per UTC day for the `days` days ending today (`now`), and the totals of those days against
 * the `days` before them. Three reads: the daily counters, the booking requests and the visible reviews (all of
 * them, since the average rating of a day counts every review written up to it). The caller has checked the owner.
 */
export async function getAnalytics(db: Db, businessId: number, days: number, now = Date.now()): Promise<AnalyticsResponse> {
  const to = utcDay(now);
  const from = utcDay(now - (days - 1) * DAY_MS);
  const since = utcDay(now - (2 * days - 1) * DAY_MS);
  const [counters, requests, written] = await Promise.all([
    db
      .select({
        day: businessDailyStats.day,
        views: businessDailyStats.views,
        phoneClicks: businessDailyStats.phoneClicks,
        websiteClicks: businessDailyStats.websiteClicks,
        directionClicks: businessDailyStats.directionClicks,
      })
      .from(businessDailyStats)
      .where(and(eq(businessDailyStats.businessId, businessId), gte(businessDailyStats.day, since))),
    db
      .select({ day: dayOf(bookingRequests.createdAt), n: sql<number>`count(*)::int` })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.businessId, businessId), gte(bookingRequests.createdAt, new Date(`${since}T00:00:00Z`))))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(reviews.timeCreated), n: sql<number>`count(*)::int`, stars: sql<number>`sum(${reviews.rating})::int` })
      .from(reviews)
      .where(and(eq(reviews.businessId, businessId), eq(reviews.status, 'visible'), lt(reviews.timeCreated, new Date(now + DAY_MS))))
      .groupBy(sql`1`),
  ]);

  const byDay = new Map(counters.map(({ day, ...rest }) => [day, rest]));
  const requestsByDay = new Map(requests.map((row) => [row.day, row.n]));
  const reviewsByDay = new Map(written.map((row) => [row.day, row]));
  // Reviews before the first day shown start the running average.
  let reviewCount = 0;
  let starSum = 0;
  for (const row of written) {
    if (row.day < since) {
      reviewCount += row.n;
      starSum += row.stars;
    }
  }
  const all: AnalyticsDay[] = [];
  for (let time = Date.parse(`${since}T00:00:00Z`); utcDay(time) <= to; time += DAY_MS) {
    const day = utcDay(time);
    const counted = byDay.get(day);
    const reviewed = reviewsByDay.get(day);
    reviewCount += reviewed?.n ?? 0;
    starSum += reviewed?.stars ?? 0;
    all.push({
      day,
      views: counted?.views ?? 0,
      phoneClicks: counted?.phoneClicks ?? 0,
      websiteClicks: counted?.websiteClicks ?? 0,
      directionClicks: counted?.directionClicks ?? 0,
      bookingRequests: requestsByDay.get(day) ?? 0,
      newReviews: reviewed?.n ?? 0,
      averageRating: reviewCount > 0 ? Math.round((starSum / reviewCount) * 10) / 10 : null,
    });
  }
  const previous = all.slice(0, days);
  const series = all.slice(days);
  return { days, from, to, series, totals: totalsOf(series, previous) };
}

function totalsOf(series: AnalyticsDay[], previous: AnalyticsDay[]): AnalyticsResponse['totals'] {
  const sum = (list: AnalyticsDay[], metric: keyof DayCounts) => list.reduce((total, day) => total + day[metric], 0);
  const totals = {} as AnalyticsResponse['totals'];
  for (const metric of COUNTED) totals[metric] = percentChange(sum(series, metric), sum(previous, metric));
  const ratingNow = series.at(-1)?.averageRating ?? null;
  const ratingBefore = previous.at(-1)?.averageRating ?? null;
  totals.averageRating = {
    total: ratingNow,
    previous: ratingBefore,
    change: ratingNow !== null && ratingBefore !== null ? Math.round((ratingNow - ratingBefore) * 10) / 10 : null,
  };
  return totals;
}

/** Rounds a half away from zero, so a fall reads as large as the same rise (Math.round(-37.5) is -37). */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** The change in percent, rounded; none from a period that had none (every increase from 0 would be infinite). */
export function percentChange(total: number, previous: number): AnalyticsTotal {
  return { total, previous, change: previous > 0 ? roundHalfAway(((total - previous) / previous) * 100) : null };
}
