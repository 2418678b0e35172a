import type { ReportedReviewItem } from '#shared/reviews.js';
import { reviewOrigin } from '../business/review-card.js';
import { StarRating } from '../listings/star-rating.js';
import { Badge } from '../ui/badge.js';
import { Card, CardHeader } from '../ui/card.js';
import type { DecisionMode } from './decision-dialog.js';
import { formatWhen } from './format-when.js';
import { ReportDecisionButtons, ReportReasons } from './report-reasons.js';
import { useBrand } from '../../lib/site.js';

/**
 * One queued review: the review in full, every pending reason, and Hide (approve the reports) or Keep. A review its
 * author changed after staff had decided is marked 'Edited after review' (it may have no pending report).
 */
export function ReportedReviewCard({ item, onDecide }: { item: ReportedReviewItem; onDecide: (mode: DecisionMode) => void }) {
  const brand = useBrand();
  const { business, review } = item;
  const headingId = `reported-review-${item.id}`;
  const who = `the review by ${review.authorName} of ${business.name}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-4">
      <CardHeader
        id={headingId}
        title={`${business.name}: review by ${review.authorName}`}
        subtitle={`${business.city}, ${business.state} · Reported review`}
        aside={<p className="text-sm text-slate-500">{`Waiting since ${formatWhen(item.submittedAt)} · #${item.id}`}</p>}
      />
      {item.editedAfterReview ? (
        <p className="text-sm text-slate-600">
          <Badge tone="warning" icon="pencil">Edited after review</Badge> Its author changed it after staff kept it: read the current text.
        </p>
      ) : null}
      <div className="grid gap-2 rounded-lg bg-slate-50 p-4">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <StarRating rating={review.rating} />
          {formatWhen(review.timeCreated)} · {reviewOrigin(review.source, brand.name)}
        </p>
        <p className="text-sm whitespace-pre-line text-slate-900">{review.text}</p>
      </div>
      <ReportReasons reports={item.reports} />
      <ReportDecisionButtons subject={who} takeDown="Hide" takeDownIcon="eye-off" onDecide={onDecide} />
    </Card>
  );
}
