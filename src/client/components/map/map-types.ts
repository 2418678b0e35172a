/** What the map draws: one pin per placed business, numbered in the list's order. No Leaflet here (first-load safe). */
export type MapPoint = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  number: number;
  /** Lines of the pin's popup under the name (rating, price, open now), worked out when it opens. */
  facts?: () => string[];
};

export type MapTiles = { url: string; attribution: string };

export type LeafletMapProps = {
  points: MapPoint[];
  /** Where the map looks when it has no points (the city centre). */
  center: { latitude: number; longitude: number };
  tiles: MapTiles;
  label: string;
  activeId?: number | null;
  /** A pin hovered or focused (true), or left (false); see Highlight. */
  onActivate?: (id: number, active: boolean) => void;
  /** Follows a popup's link to the business (a client-side navigation). */
  onOpen?: (id: number) => void;
  /** A pin's popup links to its business; off on the business's own page. */
  popups?: boolean;
  zoom?: number;
};
