import type { APIRequestContext } from '@playwright/test';
import { apiPaths } from '#shared/api-paths.js';
import { addDays, bookingDateWindow } from '#shared/bookings.js';
import type { BookingSlotsResponse } from '#shared/bookings.js';

/** The first date from `daysAhead` days on with a time the business takes requests for, and that time. */
export async function firstOpenSlot(request: APIRequestContext, businessId: number, daysAhead = 7) {
  for (let day = daysAhead; day < daysAhead + 14; day++) {
    const date = addDays(bookingDateWindow().first, day);
    const answer = (await (await request.get(apiPaths.bookingSlots(businessId, date))).json()) as BookingSlotsResponse;
    const slot = answer.slots[Math.floor(answer.slots.length / 2)];
    if (slot) return { date, time: slot.time, label: slot.label };
  }
  throw new Error(`business ${businessId} offers no time in two weeks`);
}
