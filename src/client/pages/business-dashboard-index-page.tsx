import { Icon } from '../components/ui/icon.js';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { LOGIN_PAGES } from '#shared/auth.js';
import type { OwnerBusinessSummary, OwnerRequestList } from '#shared/owners.js';
import { OwnerRequests } from '../components/owners/owner-requests.js';
import { StatusBadge } from '../components/owners/status-badge.js';
import { Badge } from '../components/ui/badge.js';
import { buttonClass } from '../components/ui/button.js';
import { Card } from '../components/ui/card.js';
import { OwnerGate } from '../components/owners/owner-gate.js';
import { NotFoundState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { isApiError } from '../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useBrand } from '../lib/site.js';

/**
 * /dashboard/business: the owner's businesses and everything they sent for review. With a single business and no
 * claim on another business to follow, its dashboard opens directly.
 */
export default function BusinessDashboardIndexPage() {
  const brand = useBrand();
  const list = useApiQuery<OwnerBusinessSummary[]>(apiPaths.ownerBusinesses);
  const requests = useApiQuery<OwnerRequestList>(apiPaths.ownerRequests);
  const [, navigate] = useLocation();
  // Requests about businesses the owner does not run (pending or refused claims) are only listed here.
  const claimsToFollow = requests.data?.requests.some((request) => !request.business.isOwner);
  const only = list.data?.length === 1 && claimsToFollow === false ? list.data[0] : undefined;
  useEffect(() => {
    if (only) navigate(`/dashboard/business/${only.id}`, { replace: true });
  }, [only, navigate]);

  const error = list.error ?? requests.error;
  return (
    <>
      <Seo title={`Business Dashboard | ${brand.name}`} description="Your businesses." canonical="/dashboard/business" noindex />
      <OwnerGate pending={list.isPending || requests.isPending || Boolean(only)} refused={Boolean(error)} returnTo="/dashboard/business">
        {() =>
          error || !list.data || !requests.data ? (
            <Refused error={error} />
          ) : (
            <Businesses businesses={list.data} requests={requests.data.requests} />
          )
        }
      </OwnerGate>
    </>
  );
}

function Refused({ error }: { error: unknown }) {
  if (isApiError(error, 401) || isApiError(error, 403)) {
    return (
      <NotFoundState title="Authentication Required" text="Please sign in as a business owner to see your dashboard." to={LOGIN_PAGES.business_owner} linkLabel="Sign In" />
    );
  }
  return <NotFoundState title="Dashboard Not Found" text="Your dashboard could not be loaded. Please try again." to="/" linkLabel="Return Home" />;
}

function Businesses({ businesses, requests }: { businesses: OwnerBusinessSummary[]; requests: OwnerRequestList['requests'] }) {
  return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold text-slate-900">Your Businesses</h1>
          <Link to="/list-business" className={buttonClass()}>
            <Icon name="plus" className="size-4" />
            List Your Business
          </Link>
        </div>
        {businesses.length === 0 ? (
          <Card as="div" padding="none" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <Icon name="building-2" className="size-12 text-teal-700" />
            <h2 className="text-xl font-semibold text-slate-900">No businesses yet</h2>
            <p className="max-w-md text-slate-600">
              List your business to manage it here. Already in our directory?{' '}
              <Link to="/business/find" className="focus-ring rounded font-semibold text-teal-800 underline underline-offset-2">
                Find your business
              </Link>{' '}
              and claim it.
            </p>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {businesses.map((business) => (
              <Card as="li" key={business.id} className="flex flex-wrap items-center justify-between gap-4">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">{business.name}</h2>
                  <p className="text-sm text-slate-600">
                    {business.city.name}, {business.city.state}
                  </p>
                  <p className="mt-2 flex flex-wrap gap-2">
                    {business.isVerified ? (
                      <Badge tone="success" icon="badge-check">
                        Verified
                      </Badge>
                    ) : business.status === 'rejected' ? (
                      <StatusBadge status="rejected" />
                    ) : (
                      <Badge tone="warning" icon="clock">
                        Pending Verification
                      </Badge>
                    )}
                    {business.closedAt ? (
                      <Badge tone="danger" icon="shield-alert">
                        Permanently closed
                      </Badge>
                    ) : null}
                  </p>
                </div>
                <Link to={`/dashboard/business/${business.id}`} className={buttonClass()} aria-label={`Open the dashboard of ${business.name}`}>
                  Open Dashboard
                </Link>
              </Card>
            ))}
          </ul>
        )}
        <OwnerRequests requests={requests} />
      </div>
  );
}
