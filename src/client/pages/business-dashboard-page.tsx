import * as Tabs from '@radix-ui/react-tabs';
import { BadgeCheck, Clock, ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DashboardResponse } from '../../shared/owners.js';
import { AnalyticsPanel } from '../components/owners/analytics-panel.js';
import { BusinessEditActions } from '../components/owners/business-edit-actions.js';
import { pendingChangesOf } from '../components/owners/business-draft.js';
import { BusinessInfoForm, BusinessInfoView } from '../components/owners/business-info-panel.js';
import { useBusinessEditor } from '../components/owners/use-business-editor.js';
import { ListingReviewNotice } from '../components/owners/listing-review-notice.js';
import { DashboardStatCards } from '../components/owners/dashboard-stat-cards.js';
import { cardClass, secondaryButtonClass } from '../components/owners/form-controls.js';
import { ClaimsList, UpdatesList } from '../components/owners/history-tabs.js';
import { WrongAccount } from '../components/auth/wrong-account.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useSession } from '../lib/use-session.js';
import { NotFoundState, PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '../lib/api-paths.js';
import { useApiQuery } from '../lib/use-api-query.js';

const TABS = [
  { value: 'info', label: 'Business Info' },
  { value: 'claims', label: 'Claims' },
  { value: 'updates', label: 'Updates' },
  { value: 'analytics', label: 'Analytics' },
] as const;

/** /dashboard/business/{id}: the owner's view of one business (spec section 2). */
export default function BusinessDashboardPage() {
  const { id = '' } = useParams();
  const dashboard = useApiQuery<DashboardResponse>(apiPaths.ownerDashboard(id));
  const hydrated = useHydrated();
  const session = useSession();
  const seo = <Seo title="Business Dashboard | PawFinder" description="Manage your business listing." canonical={`/dashboard/business/${id}`} noindex />;
  // A refusal is explained once the session says who is asking.
  if (!hydrated || dashboard.isPending || (dashboard.isError && session.status === 'loading')) {
    return (
      <>
        {seo}
        <PageLoading text="Loading your dashboard..." />
      </>
    );
  }
  if (session.status === 'signed-in' && session.type !== 'business_owner') {
    return (
      <>
        {seo}
        <WrongAccount session={session} needs="business_owner" returnTo={`/dashboard/business/${id}`} />
      </>
    );
  }
  if (dashboard.isError || !dashboard.data) {
    return (
      <>
        {seo}
        <NotFoundState
          title="Dashboard Not Found"
          text="The business dashboard you're looking for doesn't exist or you don't have access to it."
          to="/"
          linkLabel="Return Home"
        />
      </>
    );
  }
  return (
    <>
      {seo}
      <Dashboard data={dashboard.data} />
    </>
  );
}

function Dashboard({ data }: { data: DashboardResponse }) {
  const { business, city, services, claims, updates, stats } = data;
  const pending = pendingChangesOf(updates);
  const editor = useBusinessEditor(business, pending);
  const [tab, setTab] = useState<string>('info');

  const startEditing = () => {
    editor.start();
    setTab('info');
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{business.name}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-slate-600">
            <MapPin className="size-4" aria-hidden="true" />
            {city.name}, {city.state}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {business.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
                <BadgeCheck className="size-4" aria-hidden="true" />
                Verified Business
              </span>
            ) : null}
            {!business.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
                <Clock className="size-4" aria-hidden="true" />
                Pending Verification
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/business/${business.id}`} className={secondaryButtonClass}>
            <ExternalLink className="size-4" aria-hidden="true" />
            View Public Page
          </Link>
          <BusinessEditActions editor={editor} onEdit={startEditing} />
        </div>
      </header>

      <ListingReviewNotice data={data} />
      <DashboardStatCards stats={stats} />

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        <Tabs.List aria-label="Business dashboard" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="info" className={`${cardClass} mt-4`}>
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Business Information</h2>
          {editor.editing ? (
            <BusinessInfoForm editor={editor} pending={pending} reviewed={business.isVerified} />
          ) : (
            <BusinessInfoView business={business} services={services} pending={pending} />
          )}
        </Tabs.Content>
        <Tabs.Content value="claims" className={`${cardClass} mt-4`}>
          <h2 className="mb-2 text-xl font-semibold text-slate-900">Claim History</h2>
          <ClaimsList claims={claims} />
        </Tabs.Content>
        <Tabs.Content value="updates" className={`${cardClass} mt-4`}>
          <h2 className="mb-2 text-xl font-semibold text-slate-900">Update History</h2>
          <UpdatesList updates={updates} />
        </Tabs.Content>
        <Tabs.Content value="analytics" className={`${cardClass} mt-4`}>
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Analytics (Last 30 Days)</h2>
          <AnalyticsPanel business={business} stats={stats} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
