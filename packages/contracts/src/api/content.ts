import { z } from 'zod';
import {
  ContentGroupResponseSchema,
  ContentQuerySchema,
  PageListResponseSchema,
  PageParamsSchema,
  PageResponseSchema,
  PageTypeParamsSchema,
  RedirectMatchQuerySchema,
  RedirectMatchResponseSchema,
} from '../content.ts';
import { defineEndpoint } from './define.ts';

/** Every text group a page needs, keyed by group name, in the locale answered. */
export const SiteGroupsResponseSchema = z
  .object({
    locale: z.string(),
    groups: z.record(z.string(), ContentGroupResponseSchema.shape.items),
  })
  .meta({ id: 'ContentSiteGroups' });

/** CMS content read by the site's server render (docs/product/api-calls.md#other). */
export const contentApi = {
  getSiteGroups: defineEndpoint({
    method: 'GET',
    path: '/api/content/groups',
    auth: false,
    query: ContentQuerySchema,
    response: SiteGroupsResponseSchema,
  }),
  listPages: defineEndpoint({
    method: 'GET',
    path: '/api/content/pages/:type',
    auth: false,
    params: PageTypeParamsSchema,
    query: ContentQuerySchema,
    response: PageListResponseSchema,
  }),
  getPage: defineEndpoint({
    method: 'GET',
    path: '/api/content/pages/:type/:identity',
    auth: false,
    params: PageParamsSchema,
    query: ContentQuerySchema,
    response: PageResponseSchema,
  }),
  matchRedirect: defineEndpoint({
    method: 'GET',
    path: '/api/content/redirects/match',
    auth: false,
    query: RedirectMatchQuerySchema,
    response: RedirectMatchResponseSchema,
  }),
};
