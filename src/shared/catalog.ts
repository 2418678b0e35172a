import { z } from 'zod';

export const SERVICE_CATEGORIES = ['grooming', 'medical', 'training', 'care', 'exercise'] as const;

export const CLIMATES = [
  'oceanic',
  'dry',
  'mediterranean',
  'hot',
  'humid-subtropical',
  'desert',
  'tropical',
  'continental',
  'mild',
  'cold',
] as const;

export const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a lowercase slug');

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  // Other categories get a default look, so the wire type stays open.
  category: z.string(),
  keywords: z.array(z.string()),
  avgPriceMin: z.number().int(),
  avgPriceMax: z.number().int(),
  frequency: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  state: z.string().describe('Two-letter USPS state code'),
  population: z.number().int(),
  petOwnershipRate: z.number().min(0).max(1).describe('Share of households with a pet, 0-1'),
  averageIncome: z.number().int().describe('Median household income in US dollars'),
  climate: z.string(),
  timeZone: z.string().describe("IANA time zone of the city ('America/Chicago'); its businesses' hours are in this local time"),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof citySchema>;

export const homeStatsSchema = z.object({
  cities: z.number().int(),
  services: z.number().int(),
  businesses: z.number().int(),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

/** JSON-LD document(s) for a page; a plain object or an array of objects. */
export const schemaResponseSchema = z.object({
  schema: z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]),
});
export type SchemaResponse = z.infer<typeof schemaResponseSchema>;

export const cityListSchema = z.array(citySchema);
export const serviceListSchema = z.array(serviceSchema);
export const citySlugParamsSchema = z.object({ citySlug: z.string().max(100) });
export const serviceSlugParamsSchema = z.object({ serviceSlug: z.string().max(100) });
