import { Icon } from '../ui/icon.js';
import type { ReactNode } from 'react';
import type { Business } from '#shared/listings.js';
import { cn } from '../../lib/cn.js';
import { buttonClass } from '../ui/button.js';
import { sendBusinessEvent } from './business-events.js';
import { directionsHref, safeWebsite, telHref } from './contact-links.js';

// Larger than the default button: these are the page's main actions, and a thumb's on a phone.
const LOOK = 'shadow-sm';

/** Call Now, Visit Website (only when there is one) and Get Directions; each click counts a contact click of its kind. */
export function ContactActions({ business, className }: { business: Business; className?: string }) {
  const website = safeWebsite(business.website);
  const click = (kind: 'phone' | 'website' | 'directions') => () => sendBusinessEvent(business.id, kind);
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      <a href={telHref(business.phone)} onClick={click('phone')} className={buttonClass('primary', 'lg', LOOK)}>
        <Icon name="phone" className="size-4" />
        Call Now
      </a>
      {website ? (
        <NewTabAction href={website} onClick={click('website')} icon={<Icon name="globe" className="size-4" />}>
          Visit Website
        </NewTabAction>
      ) : null}
      <NewTabAction href={directionsHref(business.name, business.address)} onClick={click('directions')} icon={<Icon name="navigation" className="size-4" />}>
        Get Directions
      </NewTabAction>
    </div>
  );
}

function NewTabAction({ href, onClick, icon, children }: { href: string; onClick: () => void; icon: ReactNode; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className={buttonClass('secondary', 'lg', LOOK)}>
      {icon}
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
