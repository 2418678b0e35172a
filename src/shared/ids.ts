import { z } from 'zod';
import { isCanonicalWholeNumber } from './canonical-number.js';

/** Postgres `integer` upper bound: a larger id cannot exist, so it is refused as malformed rather than sent to SQL. */
export const MAX_ID = 2_147_483_647;

export const ID_MESSAGES = {
  notNumber: 'Id must be a whole number written in digits',
  notPositive: 'Id must be positive',
  tooLarge: 'Id is too large',
} as const;

/**
 * A whole number from an address or a JSON body: a JSON number, or text in canonical digits (`8773`; never `08773`,
 * `+8773`, `8773 `, `0x2245` or `1e3`, which `z.coerce` took). One number, one spelling: the public-answer cache keys
 * an address by its text, so an alias would be an entry that writes never invalidate.
 */
export function wholeNumberSchema(number: z.ZodNumber) {
  return z.preprocess((value) => (typeof value === 'string' && isCanonicalWholeNumber(value) ? Number(value) : value), number);
}

/**
 * The one id schema: every id in a path, query or body, so none reaches SQL past the `integer` range (a 500) or in a
 * second spelling. `message` replaces every refusal's text where a form shows it by a field ('Please choose a city.').
 */
export function idSchemaWith(message?: string) {
  return wholeNumberSchema(
    z
      .number({ error: message ?? ID_MESSAGES.notNumber })
      .int(message ?? ID_MESSAGES.notNumber)
      .min(1, message ?? ID_MESSAGES.notPositive)
      .max(MAX_ID, message ?? ID_MESSAGES.tooLarge),
  );
}

export const idSchema = idSchemaWith();

export const idParamsSchema = z.object({ id: idSchema });

/**
 * `page` and `pageSize` of a list's query, in canonical digits like ids: `page=0x10` or `page=1e3` is refused
 * (400) rather than answered under a second cache key.
 */
export function pagingQuerySchema({ maxPage, maxPageSize, pageSize }: { maxPage: number; maxPageSize: number; pageSize: number }) {
  const count = (name: string) => z.number({ error: `${name} must be a whole number written in digits` }).int(`${name} must be a whole number written in digits`);
  return {
    page: wholeNumberSchema(count('page').min(1, 'page starts at 1').max(maxPage, `page is at most ${maxPage}`)).default(1),
    pageSize: wholeNumberSchema(count('pageSize').min(1, 'pageSize is at least 1').max(maxPageSize, `pageSize is at most ${maxPageSize}`)).default(pageSize),
  };
}
