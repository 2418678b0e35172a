import { z } from 'zod';
import { citySchema, serviceSchema } from './catalog.js';
import { businessSchema, nearestCitySchema, serviceCityQuerySchema } from './listings.js';
import { SEARCH_TEXT_MAX, SUGGEST_MIN_CHARS } from './search-options.js';

export { SEARCH_QUERY_KEYS, SEARCH_TEXT_MAX, SUGGEST_MIN_CHARS } from './search-options.js';

export const SEARCH_MESSAGES = {
  tooLong: `Search text is at most ${SEARCH_TEXT_MAX} characters`,
  tooShort: `Type at least ${SUGGEST_MIN_CHARS} characters`,
} as const;

const searchText = z.string().trim().max(SEARCH_TEXT_MAX, SEARCH_MESSAGES.tooLong);

/**
 * Query of `GET /api/search`: free text, an optional city, and the same filters, sorts, paging and `near` as the
 * service-in-city page (one schema for both, so a filter means the same thing everywhere).
 */
export const searchQuerySchema = serviceCityQuerySchema.extend({
  q: searchText.default('').describe('Free text: business names, services, descriptions and cities; typos tolerated'),
  city: z.string().trim().max(100).optional().describe('A city slug; limits the results to that city'),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  q: z.string(),
  redirect: z
    .string()
    .nullable()
    .describe('Set when the text names a service and a city: the service-in-city page to go to instead'),
  city: citySchema.nullable().describe('The city the results are limited to (from `city` or named in the text)'),
  businesses: z.array(businessSchema),
  relatedServices: z.array(serviceSchema).describe('Services to filter by: those the page offers'),
  total: z.number().int().describe('Businesses matching the text and filters'),
  page: z.number().int(),
  pageSize: z.number().int(),
  didYouMean: z
    .array(
      z.object({
        label: z.string(),
        href: z.string(),
        kind: z.enum(['service', 'city', 'business']).optional().describe('What the offer is (added in issue 24)'),
      }),
    )
    .describe('When nothing matched: the nearest businesses, services and cities the site has'),
  nearestCity: nearestCitySchema.nullable().describe('With `near`: the directory city closest to that point'),
  nearMe: z
    .boolean()
    .optional()
    .describe(
      "The text asks for results around the visitor ('vet near me', 'nearby') and names no city: without `near` the results are not placed, and a page may ask for the position (added in issue 24)",
    ),
  timeZones: z
    .record(z.string(), z.string())
    .describe("The IANA time zone of each city of this page's businesses, by city id: their hours are local to it"),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestQuerySchema = z.object({
  q: searchText.pipe(z.string().min(SUGGEST_MIN_CHARS, SEARCH_MESSAGES.tooShort)).describe('What has been typed so far'),
});

export const suggestionSchema = z.object({
  kind: z.enum(['service', 'city', 'business']),
  label: z.string(),
  detail: z.string().describe('A second line: the category, the state, the city'),
  href: z.string().describe('Where choosing it goes'),
});
export const suggestResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
