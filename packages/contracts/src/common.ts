import { z } from 'zod';

/** Error body of every failed API call (ARCHITECTURE.md "Errors and input"). */
export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: z.union([z.number().int(), z.string()]),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Wraps an item schema into the paginated list shape `{ items, total, page, perPage }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
  });
}

/**
 * Pages beyond this are refused (400): page × perPage must stay an offset the database takes
 * (PostgreSQL integer), whatever a client sends.
 */
export const MAX_PAGE = 1_000_000;

/** `page` of every paginated query: 1 to MAX_PAGE, default 1. */
export const PageQuerySchema = z.coerce.number().int().positive().max(MAX_PAGE).default(1);

/** A whole number query parameter compared with an integer column: within 32 bits. */
export const Int32QuerySchema = z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647);

/**
 * A list of statuses 1..`max` in a query: `status=1,2`, repeated `status`, or `status[]=` (the
 * server folds brackets); all when left out.
 */
export const statusListQuery = (max: number) =>
  z.preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value])
            .flatMap((part) => String(part).split(','))
            .filter((part) => part !== ''),
    z.array(z.coerce.number().int().min(1).max(max)).max(max).optional(),
  );

export const PaginationQuerySchema = z.object({
  page: PageQuerySchema,
  perPage: z.coerce.number().int().positive().max(100).default(20),
});

/** Integer amount in the currency's minor unit (ARCHITECTURE.md "Money"). */
export const MinorAmountSchema = z.number().int();

/** ISO 4217 code or crypto ticker, upper case. */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z][A-Z0-9]{1,9}$/);

/** Query flag written as `true`/`false`/`1`/`0`; anything else is a 400. */
export const BooleanQuerySchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const IsoDateTimeSchema = z.string().datetime({ offset: true });
