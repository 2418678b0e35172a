import { z } from 'zod';
import { citySchema, serviceSchema } from './catalog.js';
import { DISTANCE_CHOICES, MAX_PAGE_SIZE, MIN_RATINGS, PAGE_SIZE, PRICE_BUCKETS, SERVICE_CITY_QUERY_KEYS, SORT_OPTIONS } from './listing-options.js';

export const businessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
  rating: z.string().describe('Average rating, one decimal, as a numeric string: "4.5"'),
  reviewCount: z.number().int(),
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  hours: z.string().nullable(),
  isMobile: z.boolean(),
  isClaimed: z.boolean(),
  isVerified: z.boolean(),
  cityId: z.number().int(),
  serviceIds: z.array(z.number().int()),
  latitude: z.number(),
  longitude: z.number(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  services: z.array(z.string()).describe('Names of the services the business offers'),
  distance: z.number().optional().describe('Miles from the city centre'),
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
});
export type BusinessDetailResponse = z.infer<typeof businessDetailResponseSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  userImageUrl: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  timeCreated: z.string().describe('ISO 8601 timestamp'),
  source: z.string().describe("'yelp', or any other value shown as Foursquare"),
  reviewUrl: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

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
});
export type ServiceCityResponse = z.infer<typeof serviceCityResponseSchema>;

/** Query of `GET /api/service/:serviceSlug/:citySlug`: filters, sort and page, all applied on the server. */
const MAX_TYPES = 20;
export const serviceCityQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text is at most 100 characters').optional().describe('Matches name, description and service names'),
  types: z
    .string()
    .max(1000)
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').map((t) => t.trim()).filter(Boolean))])
    .refine((list) => list.length <= MAX_TYPES, `At most ${MAX_TYPES} service types`)
    .refine((list) => list.every((t) => t.length <= 100), 'A service type is at most 100 characters')
    .describe('Comma-separated service names or slugs; a business matches one of its services or its name'),
  minRating: z
    .enum(['4', '3'], { message: 'minRating must be 4 or 3' })
    .optional()
    .transform((value) => (value === undefined ? undefined : (Number(value) as (typeof MIN_RATINGS)[number]))),
  price: z.enum(PRICE_BUCKETS, { message: `price must be one of ${PRICE_BUCKETS.join(', ')}` }).optional().describe('Bucket of the price midpoint'),
  distance: z
    .enum(DISTANCE_CHOICES, { message: `distance must be one of ${DISTANCE_CHOICES.join(', ')}` })
    .default('any')
    .describe('Miles from the city centre'),
  sort: z.enum(SORT_OPTIONS, { message: `sort must be one of ${SORT_OPTIONS.join(', ')}` }).default('best-match'),
  page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000).default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`)
    .default(PAGE_SIZE),
});
export type ServiceCityQueryInput = z.input<typeof serviceCityQuerySchema>;
export type ServiceCityQuery = z.output<typeof serviceCityQuerySchema>;
type QueryKey<K extends keyof ServiceCityQueryInput> = K;
/** A parameter the page forwards to its API read; fails to compile if the page forwards one the API does not read. */
export type ForwardedServiceCityKey = QueryKey<(typeof SERVICE_CITY_QUERY_KEYS)[number]>;

/** Analytics beacon of the business page: one 'view' per visit, one 'click' per contact action. */
export const ANALYTICS_EVENT_KINDS = ['view', 'click'] as const;
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
