import { MapPin, Phone, Star } from 'lucide-react';
import type { BusinessDetailResponse } from '../../../shared/listings.js';
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
          <MapPin className="size-4 text-teal-700" aria-hidden="true" />
          {business.address}
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 text-teal-700" aria-hidden="true" />
          {business.phone}
        </li>
        <li className="flex items-center gap-2">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          {business.rating} ({business.reviewCount} reviews)
        </li>
      </ul>
      {business.services.length > 0 ? (
        <BadgeList className="mt-4 gap-2" items={business.services} label="Services" />
      ) : null}
    </Card>
  );
}
