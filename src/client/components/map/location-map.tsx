import { useEffect, useRef, useState } from 'react';
import type { Business } from '#shared/listings.js';
import { useSite } from '../../lib/site.js';
import { LazyMap } from './lazy-map.js';

/**
 * The business's place on a small map, below the fold: Leaflet loads only when the box comes near the viewport
 * (and never on the server). A business without a position (no known ZIP code) shows no map at all.
 */
export function LocationMap({ business }: { business: Pick<Business, 'id' | 'name' | 'latitude' | 'longitude'> }) {
  const { mapTiles } = useSite();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (business.latitude === null || business.longitude === null) return null;
  const point = { id: business.id, name: business.name, latitude: business.latitude, longitude: business.longitude, number: 1 };
  return (
    <div ref={box} data-testid="location-map" className="mt-4 h-56 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      {near ? (
        <LazyMap points={[point]} center={point} tiles={mapTiles} label={`Map: where ${business.name} is`} popups={false} zoom={14} />
      ) : null}
    </div>
  );
}
