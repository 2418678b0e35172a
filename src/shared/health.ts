import { z } from 'zod';

/** `/healthz`: the process answers (liveness only). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** `/readyz`: migrated, seeded and the database answering now; otherwise a 503 with the reason. */
export const readinessSchema = z.object({ status: z.literal('ready') });
export const notReadySchema = z.object({ status: z.enum(['starting', 'unavailable']), message: z.string() });
