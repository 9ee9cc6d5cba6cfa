import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { z } from 'zod';
import {
  documentQueue,
  listAlerts,
  playerVerification,
  readDocumentFile,
  resolveAlert,
  reviewDocument,
  sendDocument,
  unfreezeWithdrawals,
  unwrapVerification,
} from '../verification/operator-service.ts';
import type { RouteOf } from './access.ts';
import { callerOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

type Review = z.output<typeof backofficeApi.reviewDocument.body>;

/**
 * Compliance: the pending documents queue with each file, approve / reject (player-safe reason,
 * internal note), the player card's level and history, lifting a freeze. Every decision is
 * audited after it is made.
 */
export function registerVerificationRoutes(route: RouteOf, ctx: BackofficeContext) {
  const verification = ctx.verification;
  route(backofficeApi.listDocuments, {
    summary: 'Documents of one status (pending first in, first out)',
    handler: async (request) =>
      documentQueue(verification, request.query as Parameters<typeof documentQueue>[1]),
  });
  route(backofficeApi.getDocumentFile, {
    summary: "A document's file (image or PDF)",
    statuses: [404],
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      return sendDocument(
        reply,
        unwrapVerification(await readDocumentFile(verification, null, id)),
      );
    },
  });
  route(backofficeApi.reviewDocument, {
    summary: 'Approve or reject a pending document (a rejection names a player-safe reason)',
    statuses: [404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as Review;
      const { actor } = callerOf(request);
      const result = unwrapVerification(
        await reviewDocument(verification, id, body, { source: 'operator', label: actor.label }),
      );
      await appendAudit(ctx.db, actor, {
        action: `verification.document.${body.decision}`,
        targetType: 'player',
        targetId: result.document.playerId,
        before: { documentId: id, status: 1, level: result.levelBefore },
        after: {
          documentId: id,
          status: result.document.status,
          final: result.document.final,
          level: result.level,
          ...(body.reason ? { reason: body.reason } : {}),
          ...(body.note ? { note: body.note } : {}),
        },
      });
      const queue = await documentQueue(verification, {
        status: result.document.status === 2 ? 'approved' : 'rejected',
        playerId: result.document.playerId,
        page: 1,
        perPage: 100,
      });
      const document = queue.items.find((d) => d.id === id)!;
      return { document };
    },
  });
  route(backofficeApi.getPlayerVerification, {
    summary: "The player's verification level, documents and history",
    statuses: [404],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      return unwrapVerification(await playerVerification(verification, id));
    },
  });
  route(backofficeApi.unfreezeWithdrawals, {
    summary: 'Lift the withdrawal freeze a late rejection set (with a note)',
    statuses: [404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { note } = request.body as { note: string };
      const { actor } = callerOf(request);
      const card = unwrapVerification(
        await unfreezeWithdrawals(verification, id, note, actor.label),
      );
      await appendAudit(ctx.db, actor, {
        action: 'verification.withdrawals.unfreeze',
        targetType: 'player',
        targetId: id,
        before: { withdrawalsFrozen: true },
        after: { withdrawalsFrozen: false, note },
      });
      return card;
    },
  });
  route(backofficeApi.listVerificationAlerts, {
    summary: 'Compliance alerts (a late RED after GREEN froze withdrawals), open or resolved',
    handler: async (request) => {
      const { status } = request.query as { status: 'open' | 'resolved' };
      return listAlerts(verification, status);
    },
  });
  route(backofficeApi.resolveVerificationAlert, {
    summary: 'Resolve a compliance alert with a note',
    statuses: [404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { note } = request.body as { note: string };
      const { actor } = callerOf(request);
      const alert = unwrapVerification(await resolveAlert(verification, id, note, actor.label));
      await appendAudit(ctx.db, actor, {
        action: 'verification.alert.resolve',
        targetType: 'player',
        targetId: alert.playerId,
        before: { alertId: id, kind: alert.kind, resolved: false },
        after: { alertId: id, resolved: true, note },
      });
      return alert;
    },
  });
}
