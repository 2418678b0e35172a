import { Badge, BadgeList } from '../ui/badge.js';

/** The listing badges: verified (claimed) and mobile service; `long` gives the business page's wording. */
export function ListingBadges({ isVerified, isMobile, long = false }: { isVerified: boolean; isMobile: boolean; long?: boolean }) {
  if (!isVerified && !isMobile) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {isVerified ? (
        <Badge tone="success" icon="badge-check">
          {long ? 'Verified Business' : 'Verified'}
        </Badge>
      ) : null}
      {isMobile ? (
        <Badge tone="info" icon="truck">
          {long ? 'Mobile Service' : 'Mobile'}
        </Badge>
      ) : null}
    </span>
  );
}

/** Cards show 3 service chips, then '+N more'. */
export const SERVICE_CHIP_LIMIT = 3;

export function ServiceChips({ services, limit = SERVICE_CHIP_LIMIT, label = 'Services' }: { services: string[]; limit?: number; label?: string }) {
  if (!services.length) return null;
  const more = services.length - limit;
  return (
    <BadgeList items={services.slice(0, limit)} label={label}>
      {more > 0 ? (
        <li className="flex">
          <Badge weight="medium">+{more} more</Badge>
        </li>
      ) : null}
    </BadgeList>
  );
}
