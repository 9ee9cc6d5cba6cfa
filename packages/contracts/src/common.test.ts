import { describe, expect, it } from 'vitest';
import { BooleanQuerySchema, PaginationQuerySchema } from './common.ts';

describe('BooleanQuerySchema', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads %j as %s', (input, expected) => {
    expect(BooleanQuerySchema.parse(input)).toBe(expected);
  });

  it.each(['maybe', 'yes', 'TRUE', '', '2', true])('rejects %j', (input) => {
    expect(BooleanQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('PaginationQuerySchema', () => {
  it('defaults to the first page of 20 and reads numbers from query strings', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(PaginationQuerySchema.parse({ page: '3', perPage: '50' })).toEqual({
      page: 3,
      perPage: 50,
    });
  });

  it('rejects page 0 and more than 100 per page', () => {
    const zero = PaginationQuerySchema.safeParse({ page: '0' });
    expect(zero.error?.issues[0]?.path).toEqual(['page']);
    const tooMany = PaginationQuerySchema.safeParse({ perPage: '101' });
    expect(tooMany.error?.issues[0]?.path).toEqual(['perPage']);
  });
});
