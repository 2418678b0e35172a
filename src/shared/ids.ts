import { z } from 'zod';

/** Postgres `integer` upper bound: a larger id cannot exist, so it is refused as malformed rather than sent to SQL. */
export const MAX_ID = 2_147_483_647;

export const idSchema = z.coerce
  .number({ message: 'Id must be a number' })
  .int('Id must be a whole number')
  .min(1, 'Id must be positive')
  .max(MAX_ID, 'Id is too large');

export const idParamsSchema = z.object({ id: idSchema });
