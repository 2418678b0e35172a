import type { ReportedPhotoItem } from '#shared/reviews.js';
import { PhotoImg } from '../photos/photo-img.js';
import { Card, CardHeader } from '../ui/card.js';
import type { DecisionMode } from './decision-dialog.js';
import { formatWhen } from './format-when.js';
import { ReportDecisionButtons, ReportReasons } from './report-reasons.js';

/** One reported review photo: the photo itself, where it appears, every pending reason, and Remove or Keep. */
export function ReportedPhotoCard({ item, onDecide }: { item: ReportedPhotoItem; onDecide: (mode: DecisionMode) => void }) {
  const { business, review } = item;
  const headingId = `reported-photo-${item.id}`;
  const who = `the photo in the review by ${review.authorName} of ${business.name}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-4">
      <CardHeader
        id={headingId}
        title={`${business.name}: photo in the review by ${review.authorName}`}
        subtitle={`${business.city}, ${business.state} · Reported photo`}
        aside={<p className="text-sm text-slate-500">{`First reported ${formatWhen(item.submittedAt)} · #${item.id}`}</p>}
      />
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        <a href={`/business/${business.id}#review-${review.id}`} className="focus-ring block overflow-hidden rounded-lg bg-slate-100">
          <PhotoImg image={item.image} alt={`The reported photo (open the review of ${business.name})`} sizes="256px" className="aspect-[4/3] w-full object-contain" />
        </a>
        <ReportReasons reports={item.reports} />
      </div>
      <ReportDecisionButtons subject={who} takeDown="Remove" takeDownIcon="trash-2" onDecide={onDecide} />
    </Card>
  );
}
