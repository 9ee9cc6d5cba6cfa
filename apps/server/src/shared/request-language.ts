import { acceptLanguageCodes, LOCALE_PATTERN } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';

/** The site's language choice (docs/product/entities.md#client-storage). */
const LANGUAGE_COOKIE = 'user-language';

/**
 * The languages a request asks for, best first: the language the visitor chose on the site
 * (`user-language` cookie), then the Accept-Language tags by weight, each followed by its
 * primary language (de-DE, de). Only codes shaped like the site's locales.
 */
export function requestLanguages(request: FastifyRequest): string[] {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  const tags = acceptLanguageCodes(request.headers['accept-language'] ?? '');
  const codes = [chosen, ...tags].filter(
    (code): code is string => typeof code === 'string' && LOCALE_PATTERN.test(code),
  );
  return [...new Set(codes)];
}
