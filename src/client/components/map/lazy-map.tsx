import { lazy, Suspense } from 'react';
import type { LeafletMapProps } from './map-types.js';

const LeafletMap = lazy(() => import('./leaflet-map.js'));

/** Leaflet's code and stylesheet load on first render of this component, never with the page. */
export function LazyMap(props: LeafletMapProps) {
  return (
    <Suspense fallback={<div role="status" className="flex size-full items-center justify-center text-sm text-slate-600">Loading map…</div>}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
