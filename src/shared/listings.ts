import { z } from 'zod';
import { citySchema, serviceSchema } from './catalog.js';
import { photoImageSchema, publicPhotoSchema } from './photos.js';
import { weeklyScheduleSchema } from './hours/schedule-schema.js';
import { pagingQuerySchema } from './ids.js';
import {
  DISTANCE_CHOICES,
  MAX_PAGE_SIZE,
  MIN_RATINGS,
  NEAR_PATTERN,
  PAGE_SIZE,
  PRICE_BUCKETS,
  SERVICE_CITY_LIMITS,
  SERVICE_CITY_QUERY_KEYS,
  SORT_OPTIONS,
} from './listing-options.js';

export const businessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
  cover: photoImageSchema.nullable().describe("The cover photo of a public listing; null when it has none (the page shows its category's placeholder)"),
  rating: z.string().describe('Average rating, one decimal, as a numeric string: "4.5"'),
  reviewCount: z.number().int(),
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  hours: z
    .string()
    .nullable()
    .describe("Opening hours as text, one line per day or run of days ('Mon–Fri: 9 AM – 6 PM'), written from `schedule`; null when not given"),
  schedule: weeklyScheduleSchema.nullable().describe('Weekly opening hours in the local time of its city (city.timeZone); null when not given'),
  isMobile: z.boolean(),
  isClaimed: z.boolean(),
  isVerified: z.boolean(),
  cityId: z.number().int(),
  serviceIds: z.array(z.number().int()),
  latitude: z.number().nullable().describe("Null when the address has no known ZIP code: the business is not placed"),
  longitude: z.number().nullable(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  services: z.array(z.string()).describe('Names of the services the business offers'),
  distance: z.number().optional().describe('Miles from the city centre (or from `near`); absent for a business that is not placed'),
});
export type Business = z.infer<typeof businessSchema>;

export const businessServiceSchema = serviceSchema.pick({
  id: true,
  name: true,
  slug: true,
  category: true,
  description: true,
  avgPriceMin: true,
  avgPriceMax: true,
});

/** Listing review states; only 'approved' listings are public. */
export const LISTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const listingModerationSchema = z
  .object({
    status: z.enum(['pending', 'rejected']),
    reason: z.string().nullable().describe("Staff's reason, when rejected"),
  })
  .describe("Why the listing is not public; only its owner and staff ever receive a listing that has one");
export type ListingModeration = z.infer<typeof listingModerationSchema>;

export const businessDetailResponseSchema = z.object({
  business: businessSchema,
  city: citySchema,
  services: z.array(businessServiceSchema),
  moderation: listingModerationSchema.nullable().describe('Null for public (approved) listings'),
  takesBookingRequests: z.boolean().describe('Whether a verified owner answers booking requests here (otherwise: call to book)'),
  photos: z.array(publicPhotoSchema).describe('The gallery in order, cover included; empty for a listing that is not public'),
  closedAt: z
    .string()
    .nullable()
    .optional()
    .describe('ISO 8601: when staff marked the business permanently closed (its page stays, it is on no list); null while it operates'),
  ratingHistogram: z
    .array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().min(0) }))
    .length(5)
    .describe('How many visible reviews gave each number of stars, 5 first (the rating breakdown); the counts add up to reviewCount'),
});
export type BusinessDetailResponse = z.infer<typeof businessDetailResponseSchema>;


export const breadcrumbSchema = z.object({ name: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const faqSchema = z.object({ question: z.string(), answer: z.string() });

export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string().describe('Absolute URL of the unfiltered page'),
});
export type Seo = z.infer<typeof seoSchema>;

// Listing filters, sorts and paging: the choices live in listing-options.ts (no zod, for the browser).
export { DISTANCE_CHOICES, MAX_PAGE_SIZE, MIN_RATINGS, PAGE_SIZE, PRICE_BUCKETS, SORT_OPTIONS } from './listing-options.js';

export const serviceCityParamsSchema = z.object({ serviceSlug: z.string().max(100), citySlug: z.string().max(100) });

export const nearestCitySchema = z.object({ name: z.string(), state: z.string(), slug: z.string() });
export type NearestCity = z.infer<typeof nearestCitySchema>;

const NEAR_MESSAGE = 'near must be latitude,longitude in degrees with at most 2 decimals, for example 30.27,-97.74';
/** `near=lat,lon`: distances, the distance filter and the distance sort measure from that point instead of the city centre. */
export const nearSchema = z
  .string()
  .regex(NEAR_PATTERN, NEAR_MESSAGE)
  .transform((value) => {
    const [latitude, longitude] = value.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  })
  .refine(({ latitude, longitude }) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180, NEAR_MESSAGE);

export const serviceCityStatsSchema = z.object({
  businessCount: z.number().int(),
  averageRating: z.string().describe('Average rating across the pair, one decimal'),
  petOwnershipRate: z.number(),
});

export const serviceCityResponseSchema = z.object({
  service: serviceSchema,
  city: citySchema,
  businesses: z.array(businessSchema),
  relatedServices: z.array(serviceSchema),
  breadcrumbs: z.array(breadcrumbSchema),
  climateAdvice: z.string(),
  faqs: z.array(faqSchema),
  stats: serviceCityStatsSchema,
  seo: seoSchema,
  total: z.number().int().describe('Businesses matching the filters'),
  page: z.number().int(),
  pageSize: z.number().int(),
  nearestCity: nearestCitySchema.nullable().describe('With `near`: the directory city closest to that point'),
});
export type ServiceCityResponse = z.infer<typeof serviceCityResponseSchema>;

/** Query of `GET /api/service/:serviceSlug/:citySlug`: filters, sort and page, all applied on the server. */
const LIMITS = SERVICE_CITY_LIMITS;
export const serviceCityQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.q, `Search text is at most ${LIMITS.q} characters`).optional().describe('Matches name, description and service names'),
  types: z
    .string()
    .max(LIMITS.typesText)
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').map((t) => t.trim()).filter(Boolean))])
    .refine((list) => list.length <= LIMITS.types, `At most ${LIMITS.types} service types`)
    .refine((list) => list.every((t) => t.length <= LIMITS.typeLength), `A service type is at most ${LIMITS.typeLength} characters`)
    .describe('Comma-separated service names or slugs; a business matches one of its services or its name'),
  minRating: z
    .enum(['4', '3'], { message: 'minRating must be 4 or 3' })
    .optional()
    .transform((value) => (value === undefined ? undefined : (Number(value) as (typeof MIN_RATINGS)[number]))),
  price: z.enum(PRICE_BUCKETS, { message: `price must be one of ${PRICE_BUCKETS.join(', ')}` }).optional().describe('Bucket of the price midpoint'),
  distance: z
    .enum(DISTANCE_CHOICES, { message: `distance must be one of ${DISTANCE_CHOICES.join(', ')}` })
    .default('any')
    .describe('Miles from the city centre (from `near` when given)'),
  open: z
    .enum(['1'], { message: 'open must be 1' })
    .optional()
    .transform((value) => value === '1')
    .describe("1: only businesses open now, in the city's local time"),
  sort: z.enum(SORT_OPTIONS, { message: `sort must be one of ${SORT_OPTIONS.join(', ')}` }).default('best-match'),
  ...pagingQuerySchema({ maxPage: LIMITS.page, maxPageSize: MAX_PAGE_SIZE, pageSize: PAGE_SIZE }),
  near: nearSchema.optional().describe('latitude,longitude (2 decimals) of the visitor: distances measured from there'),
});
export type ServiceCityQueryInput = z.input<typeof serviceCityQuerySchema>;
export type ServiceCityQuery = z.output<typeof serviceCityQuerySchema>;
type QueryKey<K extends keyof ServiceCityQueryInput> = K;
/** A parameter the page forwards to its API read; fails to compile if the page forwards one the API does not read. */
export type ForwardedServiceCityKey = QueryKey<(typeof SERVICE_CITY_QUERY_KEYS)[number]>;

/**
 * Analytics beacon of the business page: one 'view' per visit, and per contact action the action clicked ('phone',
 * 'website', 'directions'); 'click', a contact action not named, is what the page sent before (still counted).
 */
export const ANALYTICS_EVENT_KINDS = ['view', 'click', 'phone', 'website', 'directions'] as const;
export const businessEventSchema = z.object({ kind: z.enum(ANALYTICS_EVENT_KINDS) });
export type BusinessEvent = z.infer<typeof businessEventSchema>;

export const dailyStatsSchema = z.object({ views: z.number().int(), clicks: z.number().int() });
export type DailyStats = z.infer<typeof dailyStatsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/businesses/find: owners find their listing to claim it (public listings only)
// ---------------------------------------------------------------------------------------------------------------

export const FIND_RESULT_LIMIT = 20;
export const FIND_MESSAGES = {
  tooShort: 'Please enter at least 2 characters of the business name.',
  tooLong: 'Search text is at most 100 characters.',
} as const;

export const findBusinessQuerySchema = z.object({
  q: z.string({ message: FIND_MESSAGES.tooShort }).trim().min(2, FIND_MESSAGES.tooShort).max(100, FIND_MESSAGES.tooLong).describe('Part of the business name'),
  city: z.string().trim().max(100).optional().describe('A city slug; unknown slugs match nothing'),
});
export type FindBusinessQuery = z.infer<typeof findBusinessQuerySchema>;

export const foundBusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.object({ name: z.string(), state: z.string(), slug: z.string() }),
  isVerified: z.boolean().describe('Has a verified owner: it cannot be claimed'),
});
export type FoundBusiness = z.infer<typeof foundBusinessSchema>;
export const findBusinessResponseSchema = z.object({
  results: z.array(foundBusinessSchema).describe(`Best matches first, at most ${FIND_RESULT_LIMIT}`),
});
export type FindBusinessResponse = z.infer<typeof findBusinessResponseSchema>;
