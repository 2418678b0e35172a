import { and, eq } from 'drizzle-orm';
import { bookingSlots, slotLabel } from '#shared/booking-slots.js';
import type { BookingSlotsResponse } from '#shared/bookings.js';
import { weekRanges } from '#shared/hours/week.js';
import type { Db } from '../db/connect.js';
import { businesses, cities } from '../db/schema.js';
import { notFound } from '../errors.js';
import { isPublicListing } from '../listings/visibility.js';

/** The start times a public business offers on a date at `now`, in its city's time zone (booking-slots.ts). */
export async function listBookingSlots(db: Db, businessId: number, date: string, now: number): Promise<BookingSlotsResponse> {
  const [business] = await db
    .select({ schedule: businesses.weeklyHours, timeZone: cities.timeZone })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(and(eq(businesses.id, businessId), isPublicListing))
    .limit(1);
  if (!business) throw notFound('Business');
  const slots = bookingSlots(business.schedule, business.timeZone, date, now);
  return {
    date,
    timeZone: business.timeZone,
    anyDaytime: !business.schedule || weekRanges(business.schedule).length === 0,
    slots: slots.map((time) => ({ time, label: slotLabel(time) })),
  };
}
