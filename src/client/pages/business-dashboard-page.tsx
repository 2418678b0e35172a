import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Clock, ExternalLink, MapPin, Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OWNER_TOASTS, type BusinessResponse, type DashboardResponse, type UpdateBusinessPayload } from '../../shared/owners.js';
import { AnalyticsPanel } from '../components/owners/analytics-panel.js';
import {
  BusinessInfoForm,
  BusinessInfoView,
  draftOf,
  payloadOf,
  pendingChangesOf,
  type BusinessDraft,
} from '../components/owners/business-info-panel.js';
import { ListingReviewNotice } from '../components/owners/listing-review-notice.js';
import { DashboardStatCards } from '../components/owners/dashboard-stat-cards.js';
import { ClaimsList, UpdatesList } from '../components/owners/history-tabs.js';
import { OwnerGate } from '../components/owners/owner-gate.js';
import { Badge } from '../components/ui/badge.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { cardClass } from '../components/ui/card.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.js';
import { NotFoundState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { apiSend, serverMessage } from '../lib/api.js';
import { apiPaths } from '../../shared/api-paths.js';
import { toast } from '../lib/toast.js';
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
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BusinessDraft | null>(null);
  const [tab, setTab] = useState<string>('info');

  const save = useMutation({
    mutationFn: (payload: UpdateBusinessPayload) => apiSend<BusinessResponse>('PATCH', apiPaths.business(business.id), payload),
    onSuccess: async () => {
      toast(OWNER_TOASTS.updateSuccess);
      setDraft(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [apiPaths.ownerDashboard(business.id)] }),
        queryClient.invalidateQueries({ queryKey: [apiPaths.ownerBusinesses] }),
        queryClient.invalidateQueries({ queryKey: [apiPaths.business(business.id)] }),
        queryClient.invalidateQueries({ queryKey: [apiPaths.ownerRequests] }),
      ]);
    },
    onError: (error) =>
      toast({ ...OWNER_TOASTS.updateFailure, description: serverMessage(error) ?? OWNER_TOASTS.updateFailure.description, variant: 'destructive' }),
  });

  const startEditing = () => {
    setDraft(draftOf(business, pending));
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
          {draft ? (
            <>
              <Button onClick={() => save.mutate(payloadOf(draft))} disabled={save.isPending}>
                <Save className="size-4" aria-hidden="true" />
                Save Changes
              </Button>
              <Button variant="secondary" onClick={() => setDraft(null)} disabled={save.isPending}>
                <X className="size-4" aria-hidden="true" />
                Cancel
              </Button>
            </>
          ) : (
            <Button onClick={startEditing}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Business
            </Button>
          )}
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
          {draft ? (
            <BusinessInfoForm
              draft={draft}
              pending={pending}
              reviewed={business.isVerified}
              onChange={(patch) => setDraft((current) => (current ? { ...current, ...patch } : current))}
            />
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
