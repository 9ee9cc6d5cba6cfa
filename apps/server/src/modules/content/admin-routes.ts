import {
  AdminEntriesQuerySchema,
  type AdminEntry,
  AdminEntryListSchema,
  AdminEntryParamsSchema,
  AdminEntrySchema,
  AdminSaveEntryRequestSchema,
  OkResponseSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../shared/http.ts';
import type { ContentContext } from './context.ts';
import { toAdminEntry } from './entries.ts';
import { unwrap } from './failures.ts';
import { deleteEntry } from './operations/delete-entry.ts';
import { getEntry } from './operations/get-entry.ts';
import { listEntries } from './operations/list-entries.ts';
import { publishEntry } from './operations/publish-entry.ts';
import { saveEntry } from './operations/save-entry.ts';
import { unpublishEntry } from './operations/unpublish-entry.ts';

type EntryId = Parameters<typeof getEntry>[1];

const tags = ['admin'];
const security = [{ operatorKey: [] }];

/**
 * Operator API (a back-office API key, or `x-operator-key` in sandbox): list, edit drafts,
 * publish, unpublish, delete. Each change is audited naming the caller (issue 27).
 */
export function adminContentRoutes(ctx: ContentContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.operatorAccess(['content']));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/entries',
      {
        schema: {
          tags,
          security,
          summary: 'Content entries, filtered by group, locale and status',
          querystring: AdminEntriesQuerySchema,
          response: { 200: AdminEntryListSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const { rows, total } = await listEntries(ctx, request.query);
        const { page, perPage } = request.query;
        return { items: rows.map(toAdminEntry), total, page, perPage };
      },
    );

    const entry = { params: AdminEntryParamsSchema, tags, security };

    app.get(
      '/entries/:group/:key/:locale',
      {
        schema: {
          ...entry,
          summary: 'One entry with its draft and published versions',
          response: { 200: AdminEntrySchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => toAdminEntry(unwrap(await getEntry(ctx, request.params))),
    );

    /** Each change is audited after the store wrote it, with the entry before and after. */
    const audited = async <T extends AdminEntry | null>(
      request: FastifyRequest,
      action: string,
      id: EntryId,
      change: () => Promise<T>,
    ): Promise<T> => {
      const before = await getEntry(ctx, id);
      const after = await change();
      await app.auditOperatorCall(request, {
        action,
        targetType: 'content',
        targetId: `${id.group}/${id.key}/${id.locale}`,
        before: before.ok ? toAdminEntry(before.value) : null,
        after,
      });
      return after;
    };

    app.put(
      '/entries/:group/:key/:locale',
      {
        schema: {
          ...entry,
          summary:
            "Save a draft (checked against the group's schema); publish: true publishes it too",
          body: AdminSaveEntryRequestSchema,
          response: { 200: AdminEntrySchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const { data, publish } = request.body;
        // Saved and published at once is audited as a publication (as in the back office).
        return audited(
          request,
          publish ? 'content.publish' : 'content.save',
          request.params,
          async () =>
            toAdminEntry(unwrap(await saveEntry(ctx, { id: request.params, data, publish }))),
        );
      },
    );

    app.post(
      '/entries/:group/:key/:locale/publish',
      {
        schema: {
          ...entry,
          summary: 'Publish the draft: the site shows it from now on',
          response: { 200: AdminEntrySchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) =>
        audited(request, 'content.publish', request.params, async () =>
          toAdminEntry(unwrap(await publishEntry(ctx, request.params))),
        ),
    );

    app.post(
      '/entries/:group/:key/:locale/unpublish',
      {
        schema: {
          ...entry,
          summary: 'Take the entry off the site (kept as a draft); another locale may show through',
          response: { 200: AdminEntrySchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) =>
        audited(request, 'content.unpublish', request.params, async () =>
          toAdminEntry(unwrap(await unpublishEntry(ctx, request.params))),
        ),
    );

    app.delete(
      '/entries/:group/:key/:locale',
      {
        schema: {
          ...entry,
          summary: 'Delete the entry (the seed will not bring it back)',
          response: { 200: OkResponseSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        await audited(request, 'content.delete', request.params, async () => {
          unwrap(await deleteEntry(ctx, request.params));
          return null;
        });
        return { ok: true as const };
      },
    );
  };
}
