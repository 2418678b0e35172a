import { Icon } from '../components/ui/icon.js';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { type AdminQueueItem, type AdminQueueResponse } from '#shared/admin.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { ChangeCard } from '../components/admin/change-card.js';
import { QueueCard } from '../components/admin/queue-card.js';
import { StaffRefusal } from '../components/admin/staff-refusal.js';
import { Badge } from '../components/ui/badge.js';
import { EmptyState } from '../components/ui/empty-state.js';
import { changeTarget, claimTarget, DecisionDialog, reportedPhotoTarget, reportedReviewTarget, type DecisionMode, type DecisionTarget } from '../components/admin/decision-dialog.js';
import { ReportedPhotoCard } from '../components/admin/reported-photo-card.js';
import { ReportedReviewCard } from '../components/admin/reported-review-card.js';
import { ListingReportCard } from '../components/listing-quality/listing-report-card.js';
import { ConversationReportCard } from '../components/admin/conversation-report-card.js';
import { apiPaths } from '#shared/api-paths.js';
import { useBrand } from '../lib/site.js';

type Decide = (target: DecisionTarget, mode: DecisionMode) => void;

function QueueSection<T extends { id: number }>({ id, title, empty, queue, card }: {
  id: string;
  title: string;
  empty: string;
  queue: { count: number; items: T[] };
  card: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold text-slate-900">
        {title}
        <Badge tone="brand" size="md" label={`${queue.count} pending`}>
          {queue.count}
        </Badge>
      </h2>
      {queue.items.length === 0 ? (
        <EmptyState icon="inbox" text={empty} padding="sm" />
      ) : (
        <>
          {queue.count > queue.items.length ? (
            <p className="text-sm text-slate-600">
              Showing the {queue.items.length} oldest of {queue.count}.
            </p>
          ) : null}
          {queue.items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </>
      )}
    </section>
  );
}

/** /admin: staff review pending new listings, claims, listing changes and reported reviews, photos, listings and conversations, oldest first, and decide each. */
export default function AdminPage() {
  const brand = useBrand();
  const queue = useApiQuery<AdminQueueResponse>(apiPaths.admin.queue);
  const [deciding, setDeciding] = useState<{ target: DecisionTarget; mode: DecisionMode } | null>(null);
  const seo = <Seo title={`Review Queue | ${brand.name}`} description="Staff review of new listings, claims, listing changes, reported reviews and photos." canonical="/admin" noindex />;

  if (queue.isPending) return (<>{seo}<PageLoading text="Loading review queue..." /></>);
  if (queue.isError) return (<>{seo}<StaffRefusal error={queue.error} returnTo="/admin" /></>);
  const { listings, claims, changes, reviews, photos, listingReports, conversationReports } = queue.data;
  const onDecide: Decide = (target, mode) => setDeciding({ target, mode });
  const claimCard = (item: AdminQueueItem) => <QueueCard item={item} onDecide={(mode) => onDecide(claimTarget(item), mode)} />;
  return (
    <>
      {seo}
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-slate-900">Review Queue</h1>
            <p className="mt-1 text-slate-600">New listings are reviewed within 24-48 hours, claims within 1-3 business days.</p>
          </div>
          <nav aria-label="Staff screens" className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/admin/messages" className="focus-ring inline-flex items-center gap-2 rounded font-medium text-teal-700 underline hover:text-teal-900">
              <Icon name="message-circle" className="size-4" />
              Messages
            </Link>
            <Link to="/admin/outbox" className="focus-ring inline-flex items-center gap-2 rounded font-medium text-teal-700 underline hover:text-teal-900">
              <Icon name="mail" className="size-4" />
              Email outbox
            </Link>
            <Link to="/admin/import" className="focus-ring inline-flex items-center gap-2 rounded font-medium text-teal-700 underline hover:text-teal-900">
              <Icon name="file-text" className="size-4" />
              Import listings
            </Link>
          </nav>
        </div>
        <QueueSection id="queue-listings" title="New Listings" empty="No listings waiting for review." queue={listings} card={claimCard} />
        <QueueSection id="queue-claims" title="Claims" empty="No claims waiting for review." queue={claims} card={claimCard} />
        <QueueSection
          id="queue-changes"
          title="Listing Changes"
          empty="No listing changes waiting for review."
          queue={changes}
          card={(item) => <ChangeCard item={item} onDecide={(mode) => onDecide(changeTarget(item), mode)} />}
        />
        <QueueSection
          id="queue-reviews"
          title="Reported Reviews"
          empty="No reported reviews waiting for a decision."
          queue={reviews}
          card={(item) => <ReportedReviewCard item={item} onDecide={(mode) => onDecide(reportedReviewTarget(item), mode)} />}
        />
        <QueueSection
          id="queue-photos"
          title="Reported Photos"
          empty="No reported photos waiting for a decision."
          queue={photos}
          card={(item) => <ReportedPhotoCard item={item} onDecide={(mode) => onDecide(reportedPhotoTarget(item), mode)} />}
        />
        <QueueSection
          id="queue-listing-reports"
          title="Listing Reports"
          empty="No listing reports waiting for staff."
          queue={{ count: listingReports.count, items: listingReports.items.map((group) => ({ ...group, id: group.business.id })) }}
          card={(group) => <ListingReportCard group={group} />}
        />
        <QueueSection
          id="queue-conversation-reports"
          title="Reported Conversations"
          empty="No reported conversations waiting for staff."
          queue={conversationReports}
          card={(item) => <ConversationReportCard item={item} />}
        />
      </div>
      {deciding ? (
        <DecisionDialog key={`${deciding.target.key}-${deciding.mode}`} target={deciding.target} mode={deciding.mode} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}
