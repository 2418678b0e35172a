import { lazy, Suspense, useCallback, useState } from 'react';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { signInHrefWithIntent, useSignInIntent } from '../../lib/sign-in-intent.js';
import { toast } from '../../lib/toast.js';
import { useSession } from '../../lib/use-session.js';
import { telHref } from '../business/contact-links.js';
import { Button, buttonClass } from '../ui/button.js';
import { Icon } from '../ui/icon.js';

// The form (and zod with it) loads only when a customer opens it.
const BookingRequestDialog = lazy(() => import('./booking-request-dialog.js'));

/**
 * The business page's 'Book a Service'. Only a business with a verified owner takes requests; the others show
 * 'Call to book'. Signed out, the button goes through sign-in and the form opens on the way back.
 */
export function BookServiceAction({ detail }: { detail: BusinessDetailResponse }) {
  const { business } = detail;
  const session = useSession();
  const [open, setOpen] = useState(false);
  const isCustomer = session.status === 'signed-in' && session.type === 'customer';
  const reopen = useCallback(() => {
    if (isCustomer) setOpen(true);
  }, [isCustomer]);
  useSignInIntent('book', session.status !== 'loading', reopen);

  if (!detail.takesBookingRequests) {
    return (
      <a href={telHref(business.phone)} className={buttonClass('secondary', 'lg', 'shadow-sm')}>
        <Icon name="phone" className="size-4"/>
        Call to book
        <span className="sr-only"> {business.phone}</span>
      </a>
    );
  }

  const start = () => {
    if (session.status === 'signed-out') {
      window.location.assign(signInHrefWithIntent('customer', window.location.pathname + window.location.search, 'book', business.id));
    } else if (!isCustomer) {
      toast({ title: 'Booking is for customers', description: 'Sign in with a customer account to send a booking request.' });
    } else {
      setOpen(true);
    }
  };

  return (
    <>
      <Button size="lg" className="shadow-sm" disabled={session.status === 'loading'} onClick={start}>
        <Icon name="calendar-days" className="size-4"/>
        Book a Service
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BookingRequestDialog detail={detail} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
