import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef } from 'react';
import type { LeafletMapProps, MapPoint } from './map-types.js';

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/** The attribution as HTML (Leaflet renders it so): the configured text escaped, OpenStreetMap linked to its terms. */
function attributionHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped.replace('OpenStreetMap', `<a href="${OSM_COPYRIGHT}" rel="noopener noreferrer" target="_blank">OpenStreetMap</a>`);
}

function pinIcon(point: MapPoint): L.DivIcon {
  return L.divIcon({ className: 'map-pin', html: String(point.number), iconSize: [28, 28], iconAnchor: [14, 14], popupAnchor: [0, -14] });
}

/** The popup's content built as DOM (business names are text, never HTML): a mini card, the name its link. */
function popupContent(point: MapPoint, open: (id: number) => void): HTMLElement {
  const card = document.createElement('div');
  card.className = 'map-popup';
  const link = document.createElement('a');
  link.href = `/business/${point.id}`;
  link.className = 'map-popup-link';
  link.textContent = point.name;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(point.id);
  });
  card.append(link);
  for (const fact of point.facts?.() ?? []) {
    const line = document.createElement('p');
    line.className = 'map-popup-fact';
    line.textContent = fact;
    card.append(line);
  }
  return card;
}

/**
 * Leaflet, loaded only when a map is shown (this module is imported lazily). Tiles come from MAP_TILE_URL in the
 * visitor's browser; when they fail the map stays blank behind its pins and nothing else changes. Pins are
 * buttons in the tab order (Enter opens the popup), but the list stays the primary, complete keyboard path.
 */
export default function LeafletMap({ points, center, tiles, label, activeId = null, onActivate, onOpen, popups = true, zoom = 12 }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  // The latest callbacks, so the markers (made once per set of points) never call a stale one.
  const callbacks = useRef({ onActivate, onOpen });
  useEffect(() => {
    callbacks.current = { onActivate, onOpen };
  });

  useEffect(() => {
    const element = container.current!;
    const created = L.map(element, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer(tiles.url, { attribution: attributionHtml(tiles.attribution), maxZoom: 19 }).addTo(created);
    map.current = created;
    // The container changes size when the layout does (List/Map on phones, the desktop column): redraw to fit.
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      created.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const current = map.current!;
    // The view first: a map without one adds no marker elements yet, and the pins need theirs (labels, focus).
    if (points.length > 0) {
      current.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number])), { padding: [32, 32], maxZoom: 15 });
    } else {
      current.setView([center.latitude, center.longitude], zoom);
    }
    const layer = L.layerGroup().addTo(current);
    const made = markers.current;
    for (const point of points) {
      const marker = L.marker([point.latitude, point.longitude], { icon: pinIcon(point), title: point.name, keyboard: true, riseOnHover: true });
      if (popups) marker.bindPopup(() => popupContent(point, (id) => callbacks.current.onOpen?.(id)));
      marker.on('mouseover', () => callbacks.current.onActivate?.(point.id, true));
      marker.on('mouseout', () => callbacks.current.onActivate?.(point.id, false));
      marker.addTo(layer);
      const pin = marker.getElement();
      if (pin) {
        pin.setAttribute('role', popups ? 'button' : 'img');
        pin.setAttribute('aria-label', `${point.number}. ${point.name}`);
        pin.dataset.businessId = String(point.id);
        if (!popups) pin.removeAttribute('tabindex');
        pin.addEventListener('focus', () => callbacks.current.onActivate?.(point.id, true));
        pin.addEventListener('blur', () => callbacks.current.onActivate?.(point.id, false));
      }
      made.set(point.id, marker);
    }
    return () => {
      layer.remove();
      made.clear();
    };
  }, [points, popups, center.latitude, center.longitude, zoom]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      marker.getElement()?.classList.toggle('is-active', id === activeId);
      marker.setZIndexOffset(id === activeId ? 1000 : 0);
    }
  }, [activeId, points]);

  return <div ref={container} role="region" aria-label={label} className="size-full" />;
}
