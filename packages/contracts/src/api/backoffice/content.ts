import {
  ContentOverviewSchema,
  ContentPreviewLinkSchema,
  RenderMarkdownRequestSchema,
  RenderMarkdownResponseSchema,
} from '../../backoffice.ts';
import {
  AdminEntriesQuerySchema,
  AdminEntryListSchema,
  AdminEntryParamsSchema,
  AdminEntrySchema,
  AdminSaveEntryRequestSchema,
} from '../../content.ts';
import { CONTENT, defineBackofficeEndpoint, ok } from './access.ts';

/** The content store's entries: drafts, publishing, previews (ADR 025). */
export const contentEndpoints = {
  listContentEntries: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/entries',
    access: CONTENT,
    query: AdminEntriesQuerySchema,
    response: AdminEntryListSchema,
  }),
  getContentEntry: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/entries/:group/:key/:locale',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: AdminEntrySchema,
  }),
  saveContentEntry: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/content/entries/:group/:key/:locale',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    body: AdminSaveEntryRequestSchema,
    response: AdminEntrySchema,
  }),
  publishContentEntry: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/content/entries/:group/:key/:locale/publish',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: AdminEntrySchema,
  }),
  unpublishContentEntry: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/content/entries/:group/:key/:locale/unpublish',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: AdminEntrySchema,
  }),
  getContentOverview: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/overview',
    access: CONTENT,
    response: ContentOverviewSchema,
  }),
  getContentPreviewLink: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/entries/:group/:key/:locale/preview',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: ContentPreviewLinkSchema,
  }),
  renderContentMarkdown: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/content/markdown',
    access: CONTENT,
    body: RenderMarkdownRequestSchema,
    response: RenderMarkdownResponseSchema,
  }),
  deleteContentEntry: defineBackofficeEndpoint({
    method: 'DELETE',
    path: '/api/backoffice/content/entries/:group/:key/:locale',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: ok,
  }),
};
