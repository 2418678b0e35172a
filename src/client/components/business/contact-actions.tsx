import { Globe, Navigation, Phone } from 'lucide-react';
import type { Business } from '../../../shared/listings.js';
import { cn } from '../../lib/cn.js';
import { sendBusinessEvent } from './business-events.js';
import { directionsHref, safeWebsite, telHref } from './contact-links.js';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 text-sm font-semibold shadow-sm transition focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none';

/** Call Now, Visit Website (only when there is one) and Get Directions; each click counts one contact click. */
export function ContactActions({ business, className }: { business: Business; className?: string }) {
  const website = safeWebsite(business.website);
  const click = () => sendBusinessEvent(business.id, 'click');
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      <a href={telHref(business.phone)} onClick={click} className={cn(base, 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:ring-teal-600')}>
        <Phone className="size-4" aria-hidden="true" />
        Call Now
      </a>
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          onClick={click}
          className={cn(base, 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:ring-teal-600')}
        >
          <Globe className="size-4" aria-hidden="true" />
          Visit Website
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <a
        href={directionsHref(business.name, business.address)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={click}
        className={cn(base, 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:ring-teal-600')}
      >
        <Navigation className="size-4" aria-hidden="true" />
        Get Directions
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
