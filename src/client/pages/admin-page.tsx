import { Inbox, Mail } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type AdminQueueItem, type AdminQueueResponse } from '../../shared/admin.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { SITE_NAME } from '../../shared/brand.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { ChangeCard } from '../components/admin/change-card.js';
import { QueueCard } from '../components/admin/queue-card.js';
import { StaffRefusal } from '../components/admin/staff-refusal.js';
import { Badge } from '../components/ui/badge.js';
import { EmptyState } from '../components/ui/empty-state.js';
import { changeTarget, claimTarget, DecisionDialog, type DecisionMode, type DecisionTarget } from '../components/admin/decision-dialog.js';
import { apiPaths } from '../../shared/api-paths.js';

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
        <Badge tone="brand" size="md" aria-label={`${queue.count} pending`}>
          {queue.count}
        </Badge>
      </h2>
      {queue.items.length === 0 ? (
        <EmptyState icon={Inbox} text={empty} className="py-10" />
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

/** /admin: staff review pending new listings, claims and listing changes, oldest first, and approve or reject each. */
export default function AdminPage() {
  const queue = useApiQuery<AdminQueueResponse>(apiPaths.admin.queue);
  const [deciding, setDeciding] = useState<{ target: DecisionTarget; mode: DecisionMode } | null>(null);
  const seo = <Seo title={`Review Queue | ${SITE_NAME}`} description="Staff review of new listings, claims and listing changes." canonical="/admin" noindex />;

  if (queue.isPending) return (<>{seo}<PageLoading text="Loading review queue..." /></>);
  if (queue.isError) return (<>{seo}<StaffRefusal error={queue.error} returnTo="/admin" /></>);
  const { listings, claims, changes } = queue.data;
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
          <Link to="/admin/outbox" className="focus-ring inline-flex items-center gap-2 rounded font-medium text-teal-700 underline hover:text-teal-900">
            <Mail className="size-4" aria-hidden="true" />
            Email outbox
          </Link>
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
      </div>
      {deciding ? (
        <DecisionDialog key={`${deciding.target.key}-${deciding.mode}`} target={deciding.target} mode={deciding.mode} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}
