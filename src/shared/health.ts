import { z } from 'zod';

/** `/healthz`: the process answers (liveness only). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** `/readyz`: migrated, seeded and the database answering now; otherwise a 503 with the reason. */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  media: z
    .object({ status: z.enum(['ready', 'unavailable']), message: z.string().optional() })
    .optional()
    .describe(
      'With MEDIA_STORE=s3: whether the bucket answers now. Its outage leaves the site ready (pages render, photos answer 503): every machine shares the store, so a load balancer gains nothing by taking them out',
    ),
});
export const notReadySchema = z.object({ status: z.enum(['starting', 'unavailable']), message: z.string() });
