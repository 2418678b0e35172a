import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Business } from '#shared/listings.js';
import { openStatus } from '#shared/hours/status.js';
import { priceLabel } from '../listings/price.js';
import { useSite } from '../../lib/site.js';
import { LazyMap } from './lazy-map.js';
import type { MapPoint } from './map-types.js';

type Props = {
  businesses: Business[];
  center: { latitude: number; longitude: number };
  label: string;
  activeId: number | null;
  onActivate: (id: number, active: boolean) => void;
  timeZone?: string;
};

/** What a pin's popup says under the name, as the card does: rating, price, and open now where hours are known. */
function popupFacts(business: Business, timeZone: string | undefined, now: number): string[] {
  const rating = business.reviewCount > 0 ? `★ ${business.rating} (${business.reviewCount} ${business.reviewCount === 1 ? 'review' : 'reviews'})` : 'New · No reviews yet';
  const status = timeZone ? openStatus(business.schedule, timeZone, now) : null;
  return [rating, priceLabel(business.priceMin, business.priceMax), ...(status ? [status.detail ? `${status.label} · ${status.detail}` : status.label] : [])];
}

/** The current page's results as numbered pins (the list's numbers); businesses without a position are named below. */
export function ResultsMap({ businesses, center, label, activeId, onActivate, timeZone }: Props) {
  const { mapTiles } = useSite();
  const [, navigate] = useLocation();
  const points = useMemo(
    () =>
      businesses.flatMap((business, index): MapPoint[] =>
        business.latitude !== null && business.longitude !== null
          ? [
              {
                id: business.id,
                name: business.name,
                latitude: business.latitude,
                longitude: business.longitude,
                number: index + 1,
                // Worked out as the popup opens, so 'open now' is never a stale minute.
                facts: () => popupFacts(business, timeZone, Date.now()),
              },
            ]
          : [],
      ),
    [businesses, timeZone],
  );
  const unplaced = businesses.length - points.length;
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="min-h-0 flex-1 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100" data-testid="results-map">
        <LazyMap
          points={points}
          center={center}
          tiles={mapTiles}
          label={label}
          activeId={activeId}
          onActivate={onActivate}
          onOpen={(id) => navigate(`/business/${id}`)}
        />
      </div>
      {unplaced > 0 ? (
        <p className="text-xs text-slate-600">
          {unplaced} {unplaced === 1 ? 'provider on this page has' : 'providers on this page have'} no map position (no known ZIP code).
        </p>
      ) : null}
    </div>
  );
}
