import { backofficeApi } from '@casino/contracts/api/backoffice';
import { players } from '@casino/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../shared/errors.ts';
import {
  changeLimit,
  type LimitsContext,
  limitHistory,
  listLimits,
  unwrapLimits,
} from '../limits/service.ts';
import type { RouteOf } from './access.ts';
import { callerOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

type Change = z.output<typeof backofficeApi.changePlayerLimit.body>;

/**
 * Responsible gaming on the player card (docs/decisions/026): every role that sees the card
 * sees the limits, waiting changes, exclusion and full history; compliance (and admin) may add
 * or lower a limit or start a time-out or exclusion, never loosen one (the limits service
 * refuses a raise by an operator). Every change is audited with its note.
 */
export function registerLimitsRoutes(
  route: RouteOf,
  ctx: BackofficeContext,
  limits: LimitsContext,
) {
  const card = async (playerId: string) => {
    const [player] = await ctx.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) throw new AppError(404, 'not_found', 'Player not found');
    return {
      limits: await listLimits(ctx.db, playerId, ctx.clock.now(), limits.raiseDelayMs),
      history: await limitHistory(ctx.db, playerId),
    };
  };
  route(backofficeApi.getPlayerLimits, {
    summary: "The player's limits, waiting changes, time-out or exclusion and their history",
    statuses: [404],
    handler: async (request) => card((request.params as { id: string }).id),
  });
  route(backofficeApi.changePlayerLimit, {
    summary: 'Add or lower a limit, or start a time-out or self-exclusion (never loosen)',
    statuses: [400, 404, 409, 422],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { note, ...change } = request.body as Change;
      const before = await card(id);
      const { actor } = callerOf(request);
      unwrapLimits(
        await changeLimit(limits, id, change, {
          kind: 'operator',
          operatorId: actor.id ?? actor.label,
        }),
      );
      await appendAudit(ctx.db, actor, {
        action: change.action === 'exclude' ? 'limits.exclude' : 'limits.tighten',
        targetType: 'player',
        targetId: id,
        before: { items: before.limits.items, excludedUntil: before.limits.excludedUntil },
        after: { ...change, note },
      });
      return card(id);
    },
  });
}
