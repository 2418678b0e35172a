import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Business } from '../../../shared/listings.js';
import { useSite } from '../../lib/site.js';
import { LazyMap } from './lazy-map.js';
import type { MapPoint } from './map-types.js';

type Props = {
  businesses: Business[];
  center: { latitude: number; longitude: number };
  label: string;
  activeId: number | null;
  onActivate: (id: number | null) => void;
};

/** The current page's results as numbered pins (the list's numbers); businesses without a position are named below. */
export function ResultsMap({ businesses, center, label, activeId, onActivate }: Props) {
  const { mapTiles } = useSite();
  const [, navigate] = useLocation();
  const points = useMemo(
    () =>
      businesses.flatMap((business, index): MapPoint[] =>
        business.latitude !== null && business.longitude !== null
          ? [{ id: business.id, name: business.name, latitude: business.latitude, longitude: business.longitude, number: index + 1 }]
          : [],
      ),
    [businesses],
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
