import { z } from 'zod';

/** Every error body the API sends. `fields` carries per-field messages for validation errors. */
export const errorBodySchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
