import type { Business } from '#shared/listings.js';
import type { BusinessUpdateItem, IdentityField, UpdateBusinessPayload } from '#shared/owners.js';
import { emptySchedule, type WeeklySchedule } from '#shared/hours/week.js';
import { hoursPayload } from '../hours/schedule-draft.js';
import { parsePriceInput } from '../listings/price.js';

/** The dashboard's edit draft: the editable fields, prices and city as the form holds them, in the order it shows them. */
export type BusinessDraft = {
  name: string;
  phone: string;
  address: string;
  website: string;
  /** The city's id, as the select holds it. */
  cityId: string;
  serviceIds: number[];
  isMobile: boolean;
  description: string;
  /** Edited in the schedule editor; a week with no openings and not by appointment is sent as no hours. */
  schedule: WeeklySchedule;
  priceMin: string;
  priceMax: string;
};

/** The newest pending identity change per field: what the owner asked for, not yet public (a city by its id). */
export type PendingChanges = Partial<Record<Extract<keyof BusinessDraft, IdentityField>, string | null>>;

export function pendingChangesOf(updates: BusinessUpdateItem[]): PendingChanges {
  const pending: PendingChanges = {};
  // Updates come newest first; the first pending one of a field is the one staff will see.
  for (const update of updates) {
    const field = update.fieldName as keyof PendingChanges;
    if (update.status === 'pending' && !(field in pending)) pending[field] = update.newValue;
  }
  return pending;
}

/** The edit draft starts from what the owner last asked for, so saving other fields keeps a pending change. */
export function draftOf(business: Business, serviceIds: number[], pending: PendingChanges = {}): BusinessDraft {
  const asked = (field: keyof PendingChanges, live: string) => (field in pending ? (pending[field] ?? '') : live);
  return {
    name: asked('name', business.name),
    phone: asked('phone', business.phone),
    address: asked('address', business.address),
    website: asked('website', business.website ?? ''),
    cityId: asked('cityId', String(business.cityId)),
    serviceIds,
    isMobile: business.isMobile,
    description: business.description ?? '',
    schedule: business.schedule ?? emptySchedule(),
    priceMin: business.priceMin === null ? '' : String(business.priceMin),
    priceMax: business.priceMax === null ? '' : String(business.priceMax),
  };
}

export function payloadOf(draft: BusinessDraft): UpdateBusinessPayload {
  return {
    ...draft,
    cityId: Number(draft.cityId),
    schedule: hoursPayload(draft.schedule),
    priceMin: parsePriceInput(draft.priceMin),
    priceMax: parsePriceInput(draft.priceMax),
  };
}
