import { Icon } from '../components/ui/icon.js';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { BookingRequestsTabLabel, OwnerBookingRequests } from '../components/bookings/owner-booking-requests.js';
import type { DashboardResponse } from '#shared/owners.js';
import { AnalyticsPanel } from '../components/owners/analytics-panel.js';
import { BusinessEditActions } from '../components/owners/business-edit-actions.js';
import { pendingChangesOf } from '../components/owners/business-draft.js';
import { BusinessInfoForm, BusinessInfoView, PendingNote } from '../components/owners/business-info-panel.js';
import { useCityLabel } from '../components/owners/city-label.js';
import { useBusinessEditor } from '../components/owners/use-business-editor.js';
import { ListingReviewNotice } from '../components/owners/listing-review-notice.js';
import { DashboardStatCards } from '../components/owners/dashboard-stat-cards.js';
import { ClaimsList, UpdatesList } from '../components/owners/history-tabs.js';
import { OwnerGate } from '../components/owners/owner-gate.js';
import { OwnerReviewsPanel } from '../components/reviews/owner-reviews-panel.js';
import { PhotosPanel } from '../components/photos/photos-panel.js';
import { OwnerReportsNotice } from '../components/listing-quality/owner-reports-notice.js';
import { Badge } from '../components/ui/badge.js';
import { buttonClass } from '../components/ui/button.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.js';
import { NotFoundState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '#shared/api-paths.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useBrand } from '../lib/site.js';

const TABS = [
  { value: 'info', label: 'Business Info' },
  { value: 'photos', label: 'Photos' },
  { value: 'claims', label: 'Claims' },
  { value: 'updates', label: 'Updates' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'reviews', label: 'Reviews' },
  // Customers' booking requests; 'Booking' in the name keeps them apart from the claim and listing requests.
  { value: 'booking-requests', label: 'Booking Requests' },
] as const;

/** /dashboard/business/{id}: the owner's view of one business. */
export default function BusinessDashboardPage() {
  const brand = useBrand();
  const { id = '' } = useParams();
  const dashboard = useApiQuery<DashboardResponse>(apiPaths.ownerDashboard(id));
  return (
    <>
      <Seo title={`Business Dashboard | ${brand.name}`} description="Manage your business listing." canonical={`/dashboard/business/${id}`} noindex />
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
  const cityLabel = useCityLabel();
  const editor = useBusinessEditor(
    business,
    services.map((service) => service.id),
    pending,
  );
  // A tab named in the address opens first: the new-review email links to ?tab=reviews, booking emails to ?tab=booking-requests.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<string>(() => TABS.find(({ value }) => value === searchParams.get('tab'))?.value ?? 'info');

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
            <Icon name="map-pin" className="size-4" />
            {city.name}, {city.state}
          </p>
          <PendingNote pending={pending} field="cityId" label={cityLabel} />
          <div className="mt-3 flex flex-wrap gap-2">
            {business.isVerified ? (
              <Badge tone="success" size="md" icon="badge-check">
                Verified Business
              </Badge>
            ) : data.moderation?.status === 'rejected' ? (
              // One status: the notice below says why it was not approved.
              <Badge tone="danger" size="md" icon="shield-alert">
                Not approved
              </Badge>
            ) : (
              <Badge tone="warning" size="md" icon="clock">
                Pending Verification
              </Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/business/${business.id}`} className={buttonClass('secondary')}>
            <Icon name="external-link" className="size-4" />
            View Public Page
          </Link>
          <BusinessEditActions editor={editor} onEdit={startEditing} />
        </div>
      </header>

      <ListingReviewNotice data={data} />
      {business.isVerified ? <OwnerReportsNotice businessId={business.id} /> : null}
      <DashboardStatCards stats={stats} />

      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="Business dashboard">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {value === 'booking-requests' ? <BookingRequestsTabLabel businessId={business.id} /> : label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="info" surface="card">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Business Information</h2>
          {editor.editing ? (
            <BusinessInfoForm editor={editor} pending={pending} reviewed={business.isVerified} />
          ) : (
            <BusinessInfoView business={business} services={services} pending={pending} />
          )}
        </TabsContent>
        <TabsContent value="photos" surface="card">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Photos</h2>
          <PhotosPanel businessId={business.id} />
        </TabsContent>
        <TabsContent value="claims" surface="card">
          <h2 className="mb-2 text-xl font-semibold text-slate-900">Claim History</h2>
          <ClaimsList claims={claims} />
        </TabsContent>
        <TabsContent value="updates" surface="card">
          <h2 className="mb-2 text-xl font-semibold text-slate-900">Update History</h2>
          <UpdatesList updates={updates} />
        </TabsContent>
        <TabsContent value="analytics" surface="card">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Analytics (Last 30 Days)</h2>
          <AnalyticsPanel business={business} stats={stats} />
        </TabsContent>
        <TabsContent value="reviews" surface="card">
          <OwnerReviewsPanel businessId={business.id} isVerified={business.isVerified} />
        </TabsContent>
        <TabsContent value="booking-requests" surface="card">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Booking Requests</h2>
          <OwnerBookingRequests businessId={business.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
