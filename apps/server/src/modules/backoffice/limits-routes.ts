import type { AffordabilityDecision } from '@casino/contracts';
import { backofficeApi, type RegisterTwinAdd } from '@casino/contracts/api/backoffice';
import type { z } from 'zod';
import { AppError } from '../../shared/errors.ts';
import { affordabilityQueue, decideAffordability } from '../limits/affordability-service.ts';
import { registerState } from '../limits/register-service.ts';
import { addTwinEntry, listTwinEntries, removeTwinEntry } from '../limits/register-twin-service.ts';
import {
  changeLimit,
  type LimitsContext,
  limitHistory,
  listLimits,
  unwrapLimits,
} from '../limits/service.ts';
import { findPlayer } from '../player/account-service.ts';
import type { RouteOf } from './access.ts';
import { callerOf } from './access.ts';
import { appendAudit, auditBy } from './audit.ts';
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
    const player = await findPlayer(ctx.db, playerId);
    if (!player) throw new AppError(404, 'not_found', 'Player not found');
    return {
      limits: await listLimits(ctx.db, playerId, ctx.clock.now(), limits.raiseDelayMs),
      history: await limitHistory(ctx.db, playerId),
      register: await registerState(limits, playerId, player.country),
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
  // The affordability checks of monthly deposit caps (NL, issue 32): compliance decides.
  route(backofficeApi.listAffordabilityRequests, {
    summary: "Players' requests for a higher monthly deposit cap, with what they stated",
    handler: async (request) =>
      affordabilityQueue(
        limits,
        (request.query as { status: 'pending' | 'approved' | 'refused' }).status,
      ),
  });
  route(backofficeApi.decideAffordabilityRequest, {
    summary:
      'Approve (the cap rises to the approved amount) or refuse a request for a higher monthly deposit cap; audited, the note is shown to the player',
    statuses: [400, 404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { actor } = callerOf(request);
      return unwrapLimits(
        await decideAffordability(
          limits,
          auditBy(actor),
          actor.id ?? actor.label,
          id,
          request.body as AffordabilityDecision,
        ),
      );
    },
  });
  // The national registers' sandbox twins' lists (issue 32): compliance keeps them, audited.
  route(backofficeApi.listRegisterTwinEntries, {
    summary: "The entries of the national registers' sandbox twins (GAMSTOP, OASIS, CRUKS, SIGAP)",
    handler: async () => listTwinEntries(ctx.db),
  });
  route(backofficeApi.addRegisterTwinEntry, {
    summary: "Put a person (email, or CPF for SIGAP) on a register twin's list; audited",
    statuses: [400],
    handler: async (request) => {
      const { actor } = callerOf(request);
      return unwrapLimits(
        await addTwinEntry(
          ctx.db,
          auditBy(actor),
          actor.id ?? actor.label,
          request.body as RegisterTwinAdd,
        ),
      );
    },
  });
  route(backofficeApi.removeRegisterTwinEntry, {
    summary: "Take an entry off a register twin's list; audited",
    statuses: [404],
    handler: async (request) =>
      unwrapLimits(
        await removeTwinEntry(
          ctx.db,
          auditBy(callerOf(request).actor),
          (request.params as { id: string }).id,
        ),
      ),
  });
}
