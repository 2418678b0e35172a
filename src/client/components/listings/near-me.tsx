import { useState } from 'react';
import { Link } from 'wouter';
import type { NearestCity } from '#shared/listings.js';
import { locateVisitor } from '../../lib/geolocation.js';
import { Button } from '../ui/button.js';
import { DEFAULT_SORT, type ListingState, type UpdateListing } from './listing-query.js';

type Props = {
  state: ListingState;
  update: UpdateListing;
  nearestCity: NearestCity | null;
  /** A page for the nearest city, offered when the visitor is away from the page's own city. */
  elsewhere?: { href: string; label: string } | null;
  disabled?: boolean;
};

type Asking = 'idle' | 'asking' | 'denied' | 'failed';

const MESSAGES: Record<'denied' | 'failed', string> = {
  denied: 'Location is not shared with this site, so results stay in their usual order. You can allow it in your browser settings.',
  failed: 'Your location could not be found just now. The results are unchanged; please try again.',
};

/**
 * 'Use my location': asks the browser for the visitor's position (never stored; rounded to about 1 km), then sorts
 * the results by distance from it and names the nearest directory city. A refusal or failure only says so.
 */
export function NearMe({ state, update, nearestCity, elsewhere, disabled }: Props) {
  const [asking, setAsking] = useState<Asking>('idle');

  const locate = () => {
    setAsking('asking');
    locateVisitor((near) => {
      setAsking('idle');
      update({ near, sort: 'distance' });
    }, setAsking);
  };

  if (state.near) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700" role="status">
        <span>
          {nearestCity ? <span className="font-semibold text-slate-900">Near {nearestCity.name}, {nearestCity.state}</span> : null}
          {nearestCity ? ': ' : ''}distances from your location
        </span>
        {elsewhere ? (
          <Link to={elsewhere.href} className="focus-ring rounded font-semibold text-teal-700 hover:underline">
            {elsewhere.label}
          </Link>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => update({ near: undefined, sort: state.sort === 'distance' ? DEFAULT_SORT : state.sort })}>
          Stop using my location
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" onClick={locate} pending={asking === 'asking'} pendingText="Finding you…" disabled={disabled}>
        Use my location
      </Button>
      {asking === 'denied' || asking === 'failed' ? (
        <p role="status" className="text-sm text-slate-600">
          {MESSAGES[asking]}
        </p>
      ) : null}
    </div>
  );
}
