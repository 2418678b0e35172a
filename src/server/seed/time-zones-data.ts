/**
 * The IANA time zone of each seeded city, so 'open now' is computed in the business's own time.
 *
 * Source: public knowledge of US time zone boundaries (49 CFR Part 71, as drawn in the IANA tz database's
 * `zone1970.tab` / `backward` files). Each state gets the zone most of its people live in; a city in a state split
 * between zones, or with its own tz entry, is listed by slug below with the reason. The tz database keeps Phoenix
 * (no daylight saving), Detroit, Indianapolis, Louisville and Boise as zones of their own: the rules of those areas
 * differed in the past, so the dedicated zone gives correct local times for old instants too.
 */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DC: 'America/New_York', DE: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', IA: 'America/Chicago', ID: 'America/Boise', IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago',
  MA: 'America/New_York', MD: 'America/New_York', ME: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago',
  MO: 'America/Chicago', MS: 'America/Chicago', MT: 'America/Denver', NC: 'America/New_York', ND: 'America/Chicago',
  NE: 'America/Chicago', NH: 'America/New_York', NJ: 'America/New_York', NM: 'America/Denver', NV: 'America/Los_Angeles',
  NY: 'America/New_York', OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York',
  RI: 'America/New_York', SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago',
  UT: 'America/Denver', VA: 'America/New_York', VT: 'America/New_York', WA: 'America/Los_Angeles', WI: 'America/Chicago',
  WV: 'America/New_York', WY: 'America/Denver',
};

/** Seeded cities outside their state's main zone (or in a tz entry of their own), by slug. */
const CITY_ZONES: Record<string, string> = {
  // West Texas around El Paso keeps Mountain Time.
  'el-paso': 'America/Denver',
  // Louisville has its own tz entry (Eastern, with a different history from the rest of Kentucky).
  louisville: 'America/Kentucky/Louisville',
};

/** A city's IANA zone: its own entry when it has one, else its state's. */
export function cityTimeZone(slug: string, state: string): string {
  const zone = CITY_ZONES[slug] ?? STATE_ZONES[state];
  if (!zone) throw new Error(`No time zone for ${slug}, ${state}`);
  return zone;
}

// Not in the seed but worth knowing when adding a city in a split state: the Florida panhandle west of the
// Apalachicola (Pensacola) is Central; east Tennessee (Knoxville, Chattanooga) Eastern; the western Dakotas and the
// Nebraska panhandle Mountain; Oregon's Malheur County Mountain and northern Idaho (Coeur d'Alene) Pacific; Michigan's
// western Upper Peninsula Central (America/Menominee); Indiana's northwest and southwest corners Central (e.g.
// America/Indiana/Vincennes is Eastern, Evansville Central); Kansas's four western counties Mountain; western
// Kentucky (Paducah, Bowling Green) Central; Alaska's Aleutians west of 169°30'W America/Adak.
