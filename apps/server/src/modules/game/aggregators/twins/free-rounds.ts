import { FreeRoundsIssueRequestSchema, type FreeRoundsStatus } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type FreeRoundsAnswer,
  type FreeRoundsApi,
  freeRoundsAnswerOf,
} from '../../providers/types.ts';
import type { TwinFetch } from './dialects.ts';

/** A free-rounds campaign the casino created at a twin (Hub88 rewards, SoftSwiss freespins). */
export interface Campaign {
  reference: string;
  playerId: string;
  game: string;
  currency: string;
  count: number;
  /** Each round's stake, minor units. */
  stake: number;
  expiresAt: Date;
  played: number;
  totalWin: number;
  status: FreeRoundsStatus['status'];
}

const statusOf = (c: Campaign): FreeRoundsStatus => ({
  reference: c.reference,
  status: c.status,
  count: c.count,
  played: c.played,
  totalWin: c.totalWin,
});

/** A twin's campaigns, in memory like the rest of a twin (sandbox only). */
export function createCampaigns() {
  const byReference = new Map<string, Campaign>();
  return {
    /** Creates the campaign once: the same reference again answers its state. */
    issue(grant: z.output<typeof FreeRoundsIssueRequestSchema>): FreeRoundsStatus {
      const known = byReference.get(grant.reference);
      if (known) return statusOf(known);
      const campaign: Campaign = {
        reference: grant.reference,
        playerId: grant.playerId,
        game: grant.gameIdentity,
        currency: grant.currency,
        count: grant.count,
        stake: grant.stake,
        expiresAt: new Date(grant.expiresAt),
        played: 0,
        totalWin: 0,
        status: 'active',
      };
      byReference.set(grant.reference, campaign);
      return statusOf(campaign);
    },
    cancel(reference: string): FreeRoundsStatus | null {
      const campaign = byReference.get(reference);
      if (!campaign) return null;
      if (campaign.status === 'active') campaign.status = 'canceled';
      return statusOf(campaign);
    },
    /** The player's campaign to play in this game now, if any. */
    activeFor(playerId: string, game: string, currency: string, now: Date): Campaign | null {
      for (const campaign of byReference.values()) {
        if (
          campaign.status === 'active' &&
          campaign.playerId === playerId &&
          campaign.game === game &&
          campaign.currency === currency &&
          campaign.expiresAt > now
        ) {
          return campaign;
        }
      }
      return null;
    },
  };
}
export type Campaigns = ReturnType<typeof createCampaigns>;

/** The twin's free-rounds API: what the casino calls to create and cancel campaigns. */
export function campaignRoutes(name: string, campaigns: Campaigns): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/${name}/free-rounds`,
      { schema: { hide: true, body: FreeRoundsIssueRequestSchema } },
      async (request) => campaigns.issue(request.body),
    );
    app.post(
      `/${name}/free-rounds/:reference/cancel`,
      { schema: { hide: true, params: z.object({ reference: z.string().min(1).max(128) }) } },
      async (request, reply) =>
        campaigns.cancel(request.params.reference) ??
        reply.code(404).send({ error: { code: 'not_found', message: 'No such campaign' } }),
    );
  };
}

/** The casino's side of a twin's free-rounds API (sandbox): JSON over HTTP to the twin. */
export function twinFreeRounds(fetch: TwinFetch, base: string): FreeRoundsApi {
  const call = async (path: string, payload: object): Promise<FreeRoundsAnswer> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    } catch (error) {
      return {
        ok: false,
        reason: error instanceof Error ? error.message : 'fetch failed',
        definitive: false,
      };
    }
    return freeRoundsAnswerOf(response);
  };
  return {
    issue: (grant) => call('/free-rounds', grant),
    cancel: (reference) => call(`/free-rounds/${encodeURIComponent(reference)}/cancel`, {}),
  };
}
