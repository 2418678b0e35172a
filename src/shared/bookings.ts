import { z } from 'zod';
import { PET_TYPES } from './customers.js';
import { idSchema, idSchemaWith } from './ids.js';

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' };
/** The minutes of the day each part covers: before noon, noon to 5 PM, from 5 PM. */
export const PART_OF_DAY_MINUTES: Record<PreferredTime, [number, number]> = { morning: [0, 720], afternoon: [720, 1020], evening: [1020, 1440] };
/** The part of the day a start time ('HH:MM') falls in. */
export function partOfDay(time: string): PreferredTime {
  const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return PREFERRED_TIMES.find((part) => minute < PART_OF_DAY_MINUTES[part][1]) ?? 'evening';
}

/** requested -> accepted | declined | cancelled; accepted -> cancelled | completed (server/bookings/transitions.ts). */
export const BOOKING_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Requests still waiting for the visit: their pets cannot be deleted, and the customer may cancel them. */
export const OPEN_BOOKING_STATUSES = ['requested', 'accepted'] as const satisfies readonly BookingStatus[];

export const BOOKING_DAYS_AHEAD = 180;
export const BOOKING_MESSAGE_MAX = 1000;
export const BOOKING_MAX_PETS = 10;

/**
 * "Today" for a booking is a US calendar date. The US spans several zones, so a date counts as today or later if it
 * is today or later in Hawaii (the last US zone to reach a new day), and within 180 days of today on the East
 * Coast (the first): a customer anywhere in the US can always pick their own today, at any hour, whatever UTC says.
 */
export const EARLIEST_US_ZONE = 'Pacific/Honolulu';
export const LATEST_US_ZONE = 'America/New_York';

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone`. */
export function calendarDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The dates a request may ask for at `now`: from today (Hawaii) to today + 180 days (East Coast). */
export function bookingDateWindow(now = new Date()): { first: string; last: string } {
  return { first: calendarDate(now, EARLIEST_US_ZONE), last: addDays(calendarDate(now, LATEST_US_ZONE), BOOKING_DAYS_AHEAD) };
}

/** Whether the requested day has begun somewhere in the US (an owner may then mark the visit completed). */
export const dateHasBegun = (date: string, now = new Date()) => date <= calendarDate(now, LATEST_US_ZONE);

export const BOOKING_MESSAGES = {
  serviceRequired: 'Please choose a service.',
  petsRequired: 'Please choose at least one pet.',
  tooManyPets: `Choose at most ${BOOKING_MAX_PETS} pets.`,
  dateRequired: 'Please choose a date.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  dateOutOfRange: `Please choose a date from today to ${BOOKING_DAYS_AHEAD} days ahead.`,
  timeRequired: 'Please choose a time of day.',
  startTimeInvalid: 'Please choose one of the times offered.',
  messageTooLong: `The message must be ${BOOKING_MESSAGE_MAX} characters or fewer.`,
  declineReasonRequired: 'Please tell the customer why you are declining.',
  notTakingRequests: 'This business does not take booking requests online yet. Please call them to book.',
  serviceNotOffered: 'This business does not offer that service.',
  notYourPets: 'Please choose pets from your own profile.',
} as const;

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

const optionalMessage = z
  .string({ error: 'The message must be text' })
  .trim()
  .max(BOOKING_MESSAGE_MAX, BOOKING_MESSAGES.messageTooLong)
  .nullish()
  .transform((value) => value || null);

/** POST /api/business/{id}/booking-requests, and the request form. The date window is checked when validating. */
export const createBookingRequestSchema = z.object({
  serviceId: idSchemaWith(BOOKING_MESSAGES.serviceRequired),
  petIds: z
    .array(idSchema, { error: BOOKING_MESSAGES.petsRequired })
    .min(1, BOOKING_MESSAGES.petsRequired)
    .max(BOOKING_MAX_PETS, BOOKING_MESSAGES.tooManyPets)
    .transform((ids) => [...new Set(ids)]),
  preferredDate: z
    .string({ error: BOOKING_MESSAGES.dateRequired })
    .min(1, BOOKING_MESSAGES.dateRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.dateInvalid)
    .refine(isRealDate, BOOKING_MESSAGES.dateInvalid)
    .refine((date) => {
      const { first, last } = bookingDateWindow();
      return date >= first && date <= last;
    }, BOOKING_MESSAGES.dateOutOfRange)
    .describe(`YYYY-MM-DD, from today to ${BOOKING_DAYS_AHEAD} days ahead (US calendar: see bookingDateWindow)`),
  preferredTime: z
    .enum(PREFERRED_TIMES, { error: BOOKING_MESSAGES.timeRequired })
    .optional()
    .describe('The part of the day; may be left out when `startTime` is sent (it is then the part `startTime` falls in)'),
  startTime: z
    .string({ error: BOOKING_MESSAGES.startTimeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, BOOKING_MESSAGES.startTimeInvalid)
    .nullish()
    .transform((value) => value ?? null)
    .describe("A start time 'HH:MM' in the business's local time, one of the slots its weekly hours offer (GET .../booking-slots)"),
  message: optionalMessage.describe(`Optional note for the provider, at most ${BOOKING_MESSAGE_MAX} characters`),
})
  .superRefine((request, ctx) => {
    if (!request.preferredTime && !request.startTime) ctx.addIssue({ code: 'custom', path: ['preferredTime'], message: BOOKING_MESSAGES.timeRequired });
  })
  .transform(({ preferredTime, ...request }) => ({
    ...request,
    // A start time decides the part of the day, so the two never disagree.
    preferredTime: request.startTime ? partOfDay(request.startTime) : preferredTime!,
  }));
export type CreateBookingRequestInput = z.input<typeof createBookingRequestSchema>;
export type CreateBookingRequest = z.output<typeof createBookingRequestSchema>;

/** GET /api/business/{id}/booking-slots?date=YYYY-MM-DD */
export const bookingSlotsQuerySchema = z.object({
  date: z
    .string({ error: BOOKING_MESSAGES.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.dateInvalid)
    .refine(isRealDate, BOOKING_MESSAGES.dateInvalid)
    .describe('YYYY-MM-DD, a calendar date in the business\'s time zone'),
});
export const bookingSlotsResponseSchema = z.object({
  date: z.string(),
  timeZone: z.string().describe("The business's IANA time zone: the slots are its local times"),
  anyDaytime: z.boolean().describe('The business gives no weekly openings (by appointment): any daytime slot is offered'),
  slots: z.array(z.object({ time: z.string().describe("'HH:MM'"), label: z.string().describe("'9:30 AM'") })).describe('Empty when closed that day or the date is past'),
});
export type BookingSlotsResponse = z.infer<typeof bookingSlotsResponseSchema>;

export const acceptBookingSchema = z.object({ message: optionalMessage });
export type AcceptBooking = z.output<typeof acceptBookingSchema>;
export const declineBookingSchema = z.object({
  message: z
    .string({ error: BOOKING_MESSAGES.declineReasonRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.declineReasonRequired)
    .max(BOOKING_MESSAGE_MAX, BOOKING_MESSAGES.messageTooLong),
});
export type DeclineBooking = z.output<typeof declineBookingSchema>;

export const bookingRequestParamsSchema = z.object({ id: idSchema, requestId: idSchema });

const bookingPetSchema = z.object({ id: z.number().int(), name: z.string(), type: z.enum(PET_TYPES) });
/** A pet as the provider sees it on a request: the whole profile, so they can prepare. */
export const bookingPetProfileSchema = bookingPetSchema.extend({
  breed: z.string(),
  age: z.number(),
  weight: z.number().nullable(),
  specialNeeds: z.string().nullable(),
  medicalNotes: z.string().nullable().describe('Shown only while the request is open (requested or accepted); null after'),
});

const bookingCommon = {
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  preferredDate: z.string().describe('YYYY-MM-DD'),
  preferredTime: z.enum(PREFERRED_TIMES),
  message: z.string().nullable().describe("The customer's note"),
  ownerMessage: z.string().nullable().describe("The provider's note with an acceptance or decline"),
  service: z.object({ id: z.number().int(), name: z.string() }),
  startTime: z.string().nullable().describe("The start time 'HH:MM' in the business's local time; null when only a part of the day was named"),
  unreadMessages: z.number().int().describe("Messages of the other side the signed-in person has not read (the request's conversation)"),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  updatedAt: z.string().describe('ISO 8601 timestamp'),
};

/** A request as its customer sees it. */
export const bookingRequestSchema = z.object({
  ...bookingCommon,
  business: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), city: z.string(), state: z.string() }),
  pets: z.array(bookingPetSchema),
  reviewInvitation: z.boolean().describe('The visit was completed and the customer has not reviewed the business yet: invite them to'),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const bookingRequestResponseSchema = z.object({ bookingRequest: bookingRequestSchema });
export const bookingRequestListSchema = z.object({ bookingRequests: z.array(bookingRequestSchema).describe('Newest first') });
export type BookingRequestList = z.infer<typeof bookingRequestListSchema>;

/** A request as the business's owner sees it: who asks, how to reach them, and their pets' profiles. */
export const ownerBookingRequestSchema = z.object({
  ...bookingCommon,
  customer: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  pets: z.array(bookingPetProfileSchema),
});
export type OwnerBookingRequest = z.infer<typeof ownerBookingRequestSchema>;
export const ownerBookingRequestResponseSchema = z.object({ bookingRequest: ownerBookingRequestSchema });
export const ownerBookingRequestListSchema = z.object({ bookingRequests: z.array(ownerBookingRequestSchema).describe('Newest first') });
export type OwnerBookingRequestList = z.infer<typeof ownerBookingRequestListSchema>;
