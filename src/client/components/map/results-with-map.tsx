import { useState, type ReactNode } from 'react';
import type { Business } from '../../../shared/listings.js';
import { ResultsMap } from './results-map.js';

export type Highlight = { activeId: number | null; onActivate: (id: number | null) => void };

type Props = {
  shown: boolean;
  businesses: Business[];
  center: { latitude: number; longitude: number };
  label: string;
  /** The list, told which card is highlighted and how to highlight one (hover or focus), so pins and cards agree. */
  children: (highlight: Highlight) => ReactNode;
};

/**
 * The results list with the map beside it (wide screens) or instead of it (phones), when shown. The list stays
 * the primary content: it is first in the document and complete; the map only adds where they are.
 */
export function ResultsWithMap({ shown, businesses, center, label, children }: Props) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const highlight: Highlight = { activeId: shown ? activeId : null, onActivate: setActiveId };
  if (!shown) return <>{children(highlight)}</>;
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-5">
      <div className="hidden lg:block">{children(highlight)}</div>
      <div className="h-[70vh] lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)]">
        <ResultsMap businesses={businesses} center={center} label={label} activeId={activeId} onActivate={setActiveId} />
      </div>
    </div>
  );
}
