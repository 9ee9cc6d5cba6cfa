import { INVOICE_STATUS } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { Db } from '@casino/db';
import type { FastifyRequest } from 'fastify';
import { type LimitsContext, listLimits } from '../limits/service.ts';
import { listInvoices } from '../payment/operator-service.ts';
import { countInvoices } from '../payment/totals-service.ts';
import type { SupportContext } from '../support/agent-service.ts';
import * as agents from '../support/agent-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';
import { getPlayerCard } from './players-service.ts';

const LAST_INVOICES = 5;
/** Withdrawals not paid, declined or expired yet. */
const WAITING_WITHDRAWAL: number[] = [INVOICE_STATUS.created, INVOICE_STATUS.pending];

/** What the agent sees beside a player's conversation, so they never ask what the system knows. */
async function playerContext(ctx: BackofficeContext, limits: LimitsContext, playerId: string) {
  const { db } = ctx;
  const card = await getPlayerCard(db, playerId);
  if (!card) return null;
  const [{ rows }, pending, playerLimits] = await Promise.all([
    listInvoices(db, playerId, { order: 'newest', page: 1, perPage: LAST_INVOICES }),
    countInvoices(db, playerId, 'withdrawal', WAITING_WITHDRAWAL),
    listLimits(db, playerId, ctx.clock.now(), limits.raiseDelayMs),
  ]);
  return {
    player: {
      id: playerId,
      email: card.player.email,
      nickname: card.player.nickname ?? null,
      status: card.player.status,
      isEmailVerified: card.player.emailConfirmed,
      language: card.player.language,
      createdAt: card.player.createdAt,
    },
    balances: card.accounts.map((a) => ({
      currency: a.currency,
      real: a.realBalance,
      bonus: a.bonusBalance,
      locked: a.lockedBalance,
    })),
    lastInvoices: rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      amount: Number(row.amount),
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
    })),
    pendingWithdrawals: pending,
    limits: playerLimits,
  };
}

/**
 * The support chat's agent calls (support and admin roles, docs/decisions/030), through the
 * support module's agent service; assigning and closing are audited in their transaction.
 */
export function registerSupportRoutes(
  route: RouteOf,
  ctx: BackofficeContext,
  support: SupportContext,
  limits: LimitsContext,
) {
  const agentOf = (request: FastifyRequest): agents.Agent => {
    const caller = callerOf(request);
    // Players see the operator's name, never their email.
    const name = caller.kind === 'session' ? caller.state.operator.name : 'Support';
    return { id: caller.actor.id ?? '', name };
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const audited =
    (action: string, request: FastifyRequest) =>
    async (tx: Db, before: { status: string; assignedOperatorId: string | null }) =>
      appendAudit(tx, callerOf(request).actor, {
        action,
        targetType: 'support_conversation',
        targetId: idOf(request),
        before: { status: before.status, assignedOperatorId: before.assignedOperatorId },
      });

  route(backofficeApi.listSupportConversations, {
    summary: 'The support queue: open conversations, longest waiting first (or mine, or closed)',
    handler: async (request) => {
      const { view } = request.query as { view: 'open' | 'mine' | 'closed' };
      return agents.queue(support, agentOf(request), view);
    },
  });
  route(backofficeApi.getSupportConversation, {
    summary: "A conversation, its messages and the player's context",
    statuses: [404],
    handler: async (request) => {
      const { playerId, ...detail } = agents.unwrapSupport(
        await agents.conversation(support, idOf(request)),
      );
      return { ...detail, context: playerId ? await playerContext(ctx, limits, playerId) : null };
    },
  });
  route(backofficeApi.assignSupportConversation, {
    summary: 'Assign the conversation to me',
    statuses: [404, 409],
    handler: async (request) => {
      agents.unwrapSupport(
        await agents.assign(
          support,
          idOf(request),
          agentOf(request),
          audited('support.assign', request),
        ),
      );
      return { ok: true as const };
    },
  });
  route(backofficeApi.closeSupportConversation, {
    summary: 'Close the conversation',
    statuses: [404, 409],
    handler: async (request) => {
      agents.unwrapSupport(
        await agents.close(support, idOf(request), audited('support.close', request)),
      );
      return { ok: true as const };
    },
  });
  route(backofficeApi.sendSupportMessage, {
    summary: 'Answer the player (assigns an unassigned conversation to me)',
    statuses: [404, 409],
    handler: async (request) => {
      const { body } = request.body as { body: string };
      return agents.unwrapSupport(
        await agents.reply(support, idOf(request), agentOf(request), body),
      );
    },
  });
  route(backofficeApi.sendSupportTyping, {
    summary: 'Tell the player the agent is typing',
    statuses: [404],
    handler: async (request) => agents.unwrapSupport(await agents.typing(support, idOf(request))),
  });
  route(backofficeApi.markSupportRead, {
    summary: "Mark the player's messages up to `seq` as read",
    statuses: [404],
    handler: async (request) => {
      const { seq } = request.body as { seq: number };
      return agents.unwrapSupport(await agents.markRead(support, idOf(request), seq));
    },
  });
  route(backofficeApi.listSupportCanned, {
    summary: 'Canned answers in the player’s locale',
    handler: async (request) => agents.canned((request.query as { locale: string }).locale),
  });
  route(backofficeApi.getSupportChannelToken, {
    summary: 'A subscription token for the queue channel or a conversation channel',
    statuses: [404],
    handler: async (request) => {
      const { channel } = request.query as { channel: string };
      return agents.unwrapSupport(await agents.agentToken(support, channel, agentOf(request)));
    },
  });
  route(backofficeApi.getSupportAttachment, {
    summary: 'An image a player attached',
    statuses: [404],
    handler: async (request, reply) => {
      const attachment = agents.unwrapSupport(await agents.attachment(support, idOf(request)));
      return agents.sendImage(reply, attachment);
    },
  });
}
