import { Icon } from '../ui/icon.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { BadgeList } from '../ui/badge.js';
import { Card } from '../ui/card.js';

/** The business being claimed: name, address, phone, rating, review count, services. */
export function ClaimSummaryCard({ business }: { business: BusinessDetailResponse['business'] }) {
  return (
    <Card aria-labelledby="claim-business-name">
      <h2 id="claim-business-name" className="text-xl font-semibold text-slate-900">
        {business.name}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Icon name="map-pin" className="size-4 text-teal-700" />
          {business.address}
        </li>
        <li className="flex items-center gap-2">
          <Icon name="phone" className="size-4 text-teal-700" />
          {business.phone}
        </li>
        <li className="flex items-center gap-2">
          <Icon name="star" className="size-4 fill-amber-400 text-amber-400" />
          {business.rating} ({business.reviewCount} reviews)
        </li>
      </ul>
      {business.services.length > 0 ? (
        <BadgeList gap="md" className="mt-4" items={business.services} label="Services" />
      ) : null}
    </Card>
  );
}
