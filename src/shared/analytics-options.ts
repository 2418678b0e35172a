/** The owner's analytics: periods and metrics, with no zod so the chart's code may read them. */

export const ANALYTICS_PERIODS = [30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** In the order the dashboard and the CSV file show them. */
export const ANALYTICS_METRICS = ['views', 'phoneClicks', 'websiteClicks', 'directionClicks', 'bookingRequests', 'newReviews', 'averageRating'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, string> = {
  views: 'Profile views',
  phoneClicks: 'Phone clicks',
  websiteClicks: 'Website clicks',
  directionClicks: 'Direction clicks',
  bookingRequests: 'Booking requests',
  newReviews: 'New reviews',
  averageRating: 'Average rating',
};

/** The CSV file's column names, one per metric, after `date`. */
export const ANALYTICS_CSV_COLUMNS: Record<AnalyticsMetric, string> = {
  views: 'profile_views',
  phoneClicks: 'phone_clicks',
  websiteClicks: 'website_clicks',
  directionClicks: 'direction_clicks',
  bookingRequests: 'booking_requests',
  newReviews: 'new_reviews',
  averageRating: 'average_rating',
};
