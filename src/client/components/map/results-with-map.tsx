import { useState, type ReactNode } from 'react';
import type { Business } from '#shared/listings.js';
import { ResultsMap } from './results-map.js';

/**
 * Which card and pin are highlighted. `onActivate(id, false)` lets go of `id` only if it is still the highlighted one
 * (leaving a pin that the map panned away must not undo the highlight a focused card or pin has since taken).
 * `numbered`: the map is beside the list, so each card shows its pin's number.
 */
export type Highlight = { activeId: number | null; onActivate: (id: number, active: boolean) => void; numbered: boolean };

type Props = {
  shown: boolean;
  businesses: Business[];
  center: { latitude: number; longitude: number };
  label: string;
  /** The time zone of the page's city, for 'open now' in the pins' popups (none without one). */
  timeZone?: string;
  /** The list, told which card is highlighted and how to highlight one (hover or focus), so pins and cards agree. */
  children: (highlight: Highlight) => ReactNode;
};

/**
 * The results list with the map beside it (wide screens) or instead of it (phones), when shown. The list stays
 * the primary content: it is first in the document and complete; the map only adds where they are.
 */
export function ResultsWithMap({ shown, businesses, center, label, timeZone, children }: Props) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const onActivate = (id: number, active: boolean) => setActiveId((current) => (active ? id : current === id ? null : current));
  const highlight: Highlight = { activeId: shown ? activeId : null, onActivate, numbered: shown };
  if (!shown) return <>{children(highlight)}</>;
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start lg:gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="hidden lg:block">{children(highlight)}</div>
      <div className="h-[70vh] lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)]">
        <ResultsMap businesses={businesses} center={center} label={label} activeId={activeId} onActivate={onActivate} timeZone={timeZone} />
      </div>
    </div>
  );
}
