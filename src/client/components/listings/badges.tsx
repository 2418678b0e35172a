import { BadgeCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

const TONES = {
  verified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  mobile: 'bg-sky-50 text-sky-800 ring-sky-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

export function Badge({ tone, icon, children, className }: { tone: keyof typeof TONES; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[tone], className)}>
      {icon}
      {children}
    </span>
  );
}

/** The listing badges: verified (claimed) and mobile service; `long` gives the business page's wording. */
export function ListingBadges({ isVerified, isMobile, long = false }: { isVerified: boolean; isMobile: boolean; long?: boolean }) {
  if (!isVerified && !isMobile) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {isVerified ? (
        <Badge tone="verified" icon={<BadgeCheck className="size-3.5" aria-hidden="true" />}>
          {long ? 'Verified Business' : 'Verified'}
        </Badge>
      ) : null}
      {isMobile ? (
        <Badge tone="mobile" icon={<Truck className="size-3.5" aria-hidden="true" />}>
          {long ? 'Mobile Service' : 'Mobile'}
        </Badge>
      ) : null}
    </span>
  );
}

/** Spec section 9: cards show 3 service chips, then '+N more'. */
export const SERVICE_CHIP_LIMIT = 3;

export function ServiceChips({ services, limit = SERVICE_CHIP_LIMIT, label = 'Services' }: { services: string[]; limit?: number; label?: string }) {
  if (!services.length) return null;
  const more = services.length - limit;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {services.slice(0, limit).map((name) => (
        <li key={name} className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-100">
          {name}
        </li>
      ))}
      {more > 0 ? <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">+{more} more</li> : null}
    </ul>
  );
}
