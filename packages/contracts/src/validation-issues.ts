import { z } from 'zod';
import { DEFAULT_MESSAGES, formatMessage } from './validation.ts';

type Issue = z.core.$ZodRawIssue;

const isEmpty = (value: unknown) => value === undefined || value === null;

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    // An exclusive bound of a whole number (positive()) reads as its first allowed value.
    const shown = issue.inclusive === false && Number.isInteger(min) ? min + 1 : min;
    return formatMessage(DEFAULT_MESSAGES.minValue, { min: shown });
  }
  if (min <= 1) return DEFAULT_MESSAGES.required;
  return formatMessage(DEFAULT_MESSAGES.minLength, { min });
}

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    const shown = issue.inclusive === false && Number.isInteger(max) ? max - 1 : max;
    return formatMessage(DEFAULT_MESSAGES.maxValue, { max: shown });
  }
  return formatMessage(DEFAULT_MESSAGES.maxLength, { max });
}

/**
 * The spec's default message (docs/product/validation.md#messages) for a schema issue that has no
 * message of its own, so no validator text ("Invalid input: expected string, received
 * undefined") reaches a client: a field left out is 'Value is required', a number of the wrong
 * size names its bound, text of the wrong kind is 'This value is not valid', and an unknown key
 * of a strict body is 'This field is not accepted here'. A schema's own message wins over this.
 */
export function specIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return DEFAULT_MESSAGES.required;
      if (issue.expected === 'number' || issue.expected === 'bigint')
        return DEFAULT_MESSAGES.numeric;
      if (issue.expected === 'int') return DEFAULT_MESSAGES.integer;
      return DEFAULT_MESSAGES.invalid;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (issue.format === 'email') return DEFAULT_MESSAGES.email;
      if (issue.format === 'url') return DEFAULT_MESSAGES.url;
      if (issue.format === 'date') return DEFAULT_MESSAGES.date;
      return DEFAULT_MESSAGES.invalid;
    case 'not_multiple_of':
      return Number.isInteger(issue.divisor) ? DEFAULT_MESSAGES.integer : DEFAULT_MESSAGES.decimal;
    case 'unrecognized_keys':
      return DEFAULT_MESSAGES.unknown;
    default:
      return DEFAULT_MESSAGES.invalid;
  }
}

/**
 * Makes every schema of this process answer the spec's default messages where it has no
 * message of its own (zod's global error map; per-schema messages still win).
 */
export function useSpecIssueMessages(): void {
  z.config({ customError: specIssueMessage });
}
