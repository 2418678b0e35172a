import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { dateHasBegun, type OwnerBookingRequest, type OwnerBookingRequestList } from '#shared/bookings.js';
import { serverMessage, apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { QueryFallback } from '../page-states.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { BookingStatusBadge } from './booking-status-badge.js';
import type { Decision } from './booking-decision-dialog.js';
import { Icon } from '../ui/icon.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { bookingWhen } from './booking-when.js';
import { ConversationButton } from './conversation-button.js';
import { UnreadBadge } from './unread-badge.js';

const BookingDecisionDialog = lazy(() => import('./booking-decision-dialog.js'));

/** One business's booking requests (customers asking to book), for the owner dashboard; not the claim "requests". */
export function useOwnerBookingRequests(businessId: number) {
  return useApiQuery<OwnerBookingRequestList>(apiPaths.ownerBookingRequests(businessId));
}

/** The tab's label: 'Booking Requests' with the number still waiting for an answer and the unread messages. */
export function BookingRequestsTabLabel({ businessId }: { businessId: number }) {
  const requests = useOwnerBookingRequests(businessId).data?.bookingRequests ?? [];
  const waiting = requests.filter((request) => request.status === 'requested').length;
  const unread = requests.reduce((sum, request) => sum + request.unreadMessages, 0);
  return (
    <>
      Booking Requests
      {waiting > 0 ? (
        <Badge tone="warning" className="ml-2">
          {waiting}
          <span className="sr-only"> new</span>
        </Badge>
      ) : null}
      <UnreadBadge count={unread} />
    </>
  );
}

/** The owner's Booking Requests tab: each request with the customer's contact and the pets' profiles, and its answers. */
export function OwnerBookingRequests({ businessId }: { businessId: number }) {
  const query = useOwnerBookingRequests(businessId);
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!query.isSuccess) return <QueryFallback query={query} loadingText="Loading booking requests..." failureText="Booking requests could not be loaded. Please try again." />;
  const requests = query.data.bookingRequests;
  if (requests.length === 0) {
    return <EmptyState icon="calendar-days" title="No booking requests yet" text="When customers ask to book a service, their requests and pets' profiles appear here." />;
  }
  return (
    <>
      <ul className="grid gap-4" aria-label="Booking requests">
        {requests.map((request) => (
          <RequestItem key={request.id} businessId={businessId} request={request} onDecide={(kind) => setDecision({ request, kind })} />
        ))}
      </ul>
      {decision ? (
        <Suspense fallback={null}>
          <BookingDecisionDialog businessId={businessId} decision={decision} onClose={() => setDecision(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function RequestItem({ businessId, request, onDecide }: { businessId: number; request: OwnerBookingRequest; onDecide: (kind: 'accept' | 'decline') => void }) {
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => apiSend('POST', apiPaths.ownerBookingDecision(businessId, request.id, 'complete'), {}),
    onSuccess: async () => {
      toast({ title: 'Marked completed' });
      await refreshAfterWrite(queryClient, [apiPaths.ownerBookingRequests(businessId)]);
    },
    onError: (error) => toast({ title: 'Not marked completed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  const { customer } = request;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || 'A customer';
  return (
    <li aria-labelledby={`booking-request-${request.id}`} className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`booking-request-${request.id}`} className="font-semibold text-slate-900">
            {request.service.name} for {name}
          </h3>
          <p className="text-sm text-slate-600">{bookingWhen(request)}</p>
        </div>
        <BookingStatusBadge status={request.status} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {customer.email ? (
          <a href={`mailto:${customer.email}`} className="focus-ring inline-flex items-center gap-1 rounded text-teal-800 hover:underline">
            <Icon name="mail" className="size-4"/>
            {customer.email}
          </a>
        ) : null}
        {customer.phone ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="phone" className="size-4"/>
            {customer.phone}
          </span>
        ) : null}
      </p>
      {request.message ? <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">&ldquo;{request.message}&rdquo;</p> : null}
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Pets">
        {request.pets.map((pet) => (
          <li key={pet.id} className="rounded-lg border border-slate-100 bg-slate-50 p-3 text-sm">
            <p className="flex items-center gap-1.5 font-semibold text-slate-900">
              <Icon name="paw-print" className="size-4 text-teal-700"/>
              {pet.name} <span className="font-normal capitalize text-slate-600">({pet.type})</span>
            </p>
            <p className="text-slate-700">
              {pet.breed}, {pet.age} years{pet.weight !== null ? `, ${pet.weight} lbs` : ''}
            </p>
            {pet.specialNeeds ? <p className="text-slate-700">Special needs: {pet.specialNeeds}</p> : null}
            {pet.medicalNotes ? <p className="text-slate-700">Medical notes: {pet.medicalNotes}</p> : null}
          </li>
        ))}
      </ul>
      {request.ownerMessage ? <p className="text-sm text-slate-600">Your note: {request.ownerMessage}</p> : null}
      <ConversationButton requestId={request.id} unread={request.unreadMessages} title={`${request.service.name} for ${name}`} listPath={apiPaths.ownerBookingRequests(businessId)} />
      {request.status === 'requested' ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => onDecide('accept')}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide('decline')}>
            Decline
          </Button>
        </div>
      ) : request.status === 'accepted' && dateHasBegun(request.preferredDate) ? (
        <Button size="sm" variant="secondary" className="justify-self-start" pending={complete.isPending} pendingText="Saving..." onClick={() => complete.mutate()}>
          Mark completed
        </Button>
      ) : null}
    </li>
  );
}
