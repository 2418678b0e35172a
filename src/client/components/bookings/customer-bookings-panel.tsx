import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { apiPaths } from '#shared/api-paths.js';
import { OPEN_BOOKING_STATUSES, type BookingRequest, type BookingRequestList } from '#shared/bookings.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { QueryFallback } from '../page-states.js';
import { Button, buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { EmptyState } from '../ui/empty-state.js';
import { BookingStatusBadge, formatBookingDate } from './booking-status-badge.js';
import { Icon } from '../ui/icon.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { bookingWhen } from './booking-when.js';
import { ConversationButton } from './conversation-button.js';

const isOpen = (request: BookingRequest) => (OPEN_BOOKING_STATUSES as readonly string[]).includes(request.status);

/** The customer dashboard's Bookings tab: every request with its state, the provider's note, and Cancel while open. */
export function CustomerBookingsPanel({ query }: { query: UseQueryResult<BookingRequestList> }) {
  const [cancelling, setCancelling] = useState<BookingRequest | null>(null);
  if (!query.isSuccess) return <QueryFallback query={query} loadingText="Loading your bookings..." failureText="Your bookings could not be loaded. Please try again." />;
  const requests = query.data.bookingRequests;
  if (requests.length === 0) {
    return (
      <EmptyState
        icon="calendar-days"
        title="No bookings yet"
        text="Open a provider's page and choose Book a Service to send a request."
        action={
          <Link to="/services" className={buttonClass()}>
            Browse Services
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4" aria-label="Booking requests">
        {requests.map((request) => (
          <Card as="li" key={request.id} aria-labelledby={`booking-${request.id}`} className="grid gap-2">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 id={`booking-${request.id}`} className="text-lg font-semibold text-slate-900">
                  {request.service.name} at{' '}
                  <Link to={`/business/${request.business.id}`} className="focus-ring rounded text-teal-800 hover:underline">
                    {request.business.name}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600">
                  {bookingWhen(request)} · {request.business.city}, {request.business.state}
                </p>
              </div>
              <BookingStatusBadge status={request.status} />
            </div>
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <Icon name="paw-print" className="size-4 shrink-0 text-slate-500"/>
              {request.pets.map((pet) => pet.name).join(', ') || 'No pets on file'}
            </p>
            {request.ownerMessage ? (
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                <span className="font-semibold">Message from {request.business.name}: </span>
                {request.ownerMessage}
              </p>
            ) : null}
            {request.reviewInvitation ? (
              <p className="flex flex-wrap items-center gap-3 rounded-lg bg-teal-50 px-3 py-2 text-sm text-slate-800">
                How was the visit? Your review helps other pet owners.
                <Link to={`/business/${request.business.id}?intent=review`} className={buttonClass('primary', 'sm')}>
                  <Icon name="star" className="size-4" />
                  Review your visit
                </Link>
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <ConversationButton
                requestId={request.id}
                unread={request.unreadMessages}
                title={`${request.service.name} at ${request.business.name}`}
                listPath={apiPaths.customerBookingRequests}
              />
              {isOpen(request) ? (
                <Button variant="secondary" size="sm" onClick={() => setCancelling(request)}>
                  Cancel request
                </Button>
              ) : null}
            </div>
          </Card>
        ))}
      </ul>
      <CancelDialog request={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

function CancelDialog({ request, onClose }: { request: BookingRequest | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: number) => apiSend('POST', apiPaths.cancelBookingRequest(id), {}),
    onSuccess: async () => {
      toast({ title: 'Request cancelled', description: 'The provider has been told.' });
      onClose();
      await refreshAfterWrite(queryClient, [apiPaths.customerBookingRequests]);
    },
  });
  return (
    <ConfirmDialog
      open={request !== null}
      onClose={() => {
        cancel.reset();
        onClose();
      }}
      title="Cancel this request?"
      description={request ? `${request.service.name} at ${request.business.name} on ${formatBookingDate(request.preferredDate)}. The provider will be emailed.` : undefined}
      keepLabel="Keep request"
      confirmLabel="Cancel request"
      pendingText="Cancelling..."
      pending={cancel.isPending}
      error={cancel.error}
      failureText="The request could not be cancelled. Please try again."
      onConfirm={() => request && cancel.mutate(request.id)}
    />
  );
}
