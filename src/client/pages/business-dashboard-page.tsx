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
import { ClaimsList, UpdatesList } from '../components/owners/history-tabs.js';
import { OwnerGate } from '../components/owners/owner-gate.js';
import { Badge } from '../components/ui/badge.js';
import { buttonClass } from '../components/ui/button.js';
import { cardClass } from '../components/ui/card.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.js';
import { NotFoundState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '../../shared/api-paths.js';
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
  return (
    <>
      <Seo title="Business Dashboard | PawFinder" description="Manage your business listing." canonical={`/dashboard/business/${id}`} noindex />
      <OwnerGate pending={dashboard.isPending} refused={dashboard.isError} returnTo={`/dashboard/business/${id}`}>
        {() =>
          !dashboard.isError && dashboard.data ? (
            <Dashboard data={dashboard.data} />
          ) : (
            <NotFoundState
              title="Dashboard Not Found"
              text="The business dashboard you're looking for doesn't exist or you don't have access to it."
              to="/"
              linkLabel="Return Home"
            />
          )
        }
      </OwnerGate>
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
              <Badge tone="success" size="md" icon={BadgeCheck}>
                Verified Business
              </Badge>
            ) : (
              <Badge tone="warning" size="md" icon={Clock}>
                Pending Verification
              </Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/business/${business.id}`} className={buttonClass('secondary')}>
            <ExternalLink className="size-4" aria-hidden="true" />
            View Public Page
          </Link>
          <BusinessEditActions editor={editor} onEdit={startEditing} />
        </div>
      </header>

      <ListingReviewNotice data={data} />
      <DashboardStatCards stats={stats} />

      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="Business dashboard">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="info" className={`${cardClass} mt-4`}>
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Business Information</h2>
          {editor.editing ? (
            <BusinessInfoForm editor={editor} pending={pending} reviewed={business.isVerified} />
          ) : (
            <BusinessInfoView business={business} services={services} pending={pending} />
          )}
        </TabsContent>
        <TabsContent value="claims" className={`${cardClass} mt-4`}>
          <h2 className="mb-2 text-xl font-semibold text-slate-900">Claim History</h2>
          <ClaimsList claims={claims} />
        </TabsContent>
        <TabsContent value="updates" className={`${cardClass} mt-4`}>
          <h2 className="mb-2 text-xl font-semibold text-slate-900">Update History</h2>
          <UpdatesList updates={updates} />
        </TabsContent>
        <TabsContent value="analytics" className={`${cardClass} mt-4`}>
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Analytics (Last 30 Days)</h2>
          <AnalyticsPanel business={business} stats={stats} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
