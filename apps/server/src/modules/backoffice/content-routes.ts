import type { AdminEntry, ContentGroup } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { FastifyRequest } from 'fastify';
import {
  type ContentContext,
  deleteEntry,
  entryOverview,
  getEntry,
  listEntries,
  previewLink,
  publishEntry,
  renderMarkdown,
  saveEntry,
  toAdminEntry,
  unpublishEntry,
  unwrapContent,
} from '../content/operator-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

type EntryParams = { group: ContentGroup; key: string; locale: string };

/**
 * The content editor's calls, through the content module's own operations. Each change is
 * audited after it is written (the content store writes through its cache, outside our
 * transaction), with the entry before and after.
 */
export function registerContentRoutes(
  route: RouteOf,
  ctx: BackofficeContext,
  content: ContentContext,
) {
  const audited =
    (
      action: string | ((request: FastifyRequest) => string),
      change: (request: FastifyRequest, id: EntryParams) => Promise<AdminEntry | null>,
    ) =>
    async (request: FastifyRequest) => {
      const id = request.params as EntryParams;
      const before = await getEntry(content, id);
      const after = await change(request, id);
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: typeof action === 'string' ? action : action(request),
        targetType: 'content',
        targetId: `${id.group}/${id.key}/${id.locale}`,
        before: before.ok ? toAdminEntry(before.value) : null,
        after,
      });
      return after ?? { ok: true as const };
    };

  route(backofficeApi.listContentEntries, {
    summary: 'Content entries (text groups, pages, redirects) by group, locale and status',
    handler: async (request) => {
      const query = request.query as Parameters<typeof listEntries>[1];
      const { rows, total } = await listEntries(content, query);
      return { items: rows.map(toAdminEntry), total, page: query.page, perPage: query.perPage };
    },
  });
  route(backofficeApi.getContentEntry, {
    summary: 'One entry with its draft and published versions',
    statuses: [404],
    handler: async (request) =>
      toAdminEntry(unwrapContent(await getEntry(content, request.params as EntryParams))),
  });
  route(backofficeApi.saveContentEntry, {
    summary: "Save a draft (checked against the group's schema); publish: true publishes it too",
    // Saved and published at once is audited as a publication.
    handler: audited(
      (request) =>
        (request.body as { publish: boolean }).publish ? 'content.publish' : 'content.save',
      async (request, id) => {
        const { data, publish } = request.body as { data: unknown; publish: boolean };
        return toAdminEntry(unwrapContent(await saveEntry(content, { id, data, publish })));
      },
    ),
  });
  route(backofficeApi.publishContentEntry, {
    summary: 'Publish the draft: the site shows it from now on',
    statuses: [404, 409],
    handler: audited('content.publish', async (_request, id) =>
      toAdminEntry(unwrapContent(await publishEntry(content, id))),
    ),
  });
  route(backofficeApi.unpublishContentEntry, {
    summary: 'Take the entry off the site (kept as a draft)',
    statuses: [404, 409],
    handler: audited('content.unpublish', async (_request, id) =>
      toAdminEntry(unwrapContent(await unpublishEntry(content, id))),
    ),
  });
  route(backofficeApi.deleteContentEntry, {
    summary: 'Delete an entry (redirect rules, translations): the seed does not bring it back',
    statuses: [404],
    handler: audited('content.delete', async (_request, id) => {
      unwrapContent(await deleteEntry(content, id));
      return null;
    }),
  });
  route(backofficeApi.getContentOverview, {
    summary: "Every group and key with each locale's status",
    handler: async () => entryOverview(content),
  });
  route(backofficeApi.getContentPreviewLink, {
    summary: "The entry's page on the site with the preview token (drafts shown); 409 when off",
    statuses: [409],
    handler: async (request) => unwrapContent(previewLink(content, request.params as EntryParams)),
  });
  route(backofficeApi.renderContentMarkdown, {
    summary: "Markdown as the site renders it (the site's renderer: raw HTML escaped)",
    handler: async (request) => {
      const { markdown, locale } = request.body as { markdown: string; locale: string };
      return { html: renderMarkdown(markdown, locale) };
    },
  });
}
