/**
 * Share of households that own at least one pet, by state: American Veterinary Medical Association (AVMA),
 * "U.S. Pet Ownership & Demographics Sourcebook", 2012 edition (survey of about 50,000 households, figures
 * for the year ending 31 December 2011), state table "percent of households owning pets".
 *
 * The Sourcebook's state table covers the 48 contiguous states and the District of Columbia only. For Alaska and
 * Hawaii we use the same survey's national figure (56.0 % of US households), marked below.
 *
 * Only the states of the seeded cities are listed; a city takes its state's value.
 */
export const NATIONAL_PET_OWNERSHIP_RATE = 0.56;

export const STATE_PET_OWNERSHIP_RATE: Readonly<Record<string, number>> = {
  AK: NATIONAL_PET_OWNERSHIP_RATE, // not in the state table: national figure
  AZ: 0.595,
  CA: 0.529,
  CO: 0.613,
  DC: 0.219,
  FL: 0.544,
  GA: 0.551,
  HI: NATIONAL_PET_OWNERSHIP_RATE, // not in the state table: national figure
  IA: 0.536,
  ID: 0.62,
  IL: 0.518,
  IN: 0.599,
  KY: 0.616,
  LA: 0.551,
  MA: 0.504,
  MD: 0.523,
  ME: 0.629,
  MI: 0.554,
  MN: 0.53,
  MO: 0.614,
  MT: 0.613,
  NC: 0.564,
  ND: 0.539,
  NE: 0.513,
  NM: 0.676,
  NV: 0.556,
  NY: 0.506,
  OH: 0.574,
  OK: 0.589,
  OR: 0.636,
  PA: 0.569,
  SC: 0.541,
  SD: 0.656,
  TN: 0.596,
  TX: 0.585,
  UT: 0.512,
  VA: 0.534,
  VT: 0.708,
  WA: 0.627,
  WI: 0.575,
};

export function petOwnershipRate(state: string): number {
  const rate = STATE_PET_OWNERSHIP_RATE[state];
  if (rate === undefined) throw new Error(`No pet ownership figure for state ${state}`);
  return rate;
}
