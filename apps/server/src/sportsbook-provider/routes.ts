import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRateLimit } from '../shared/rate-limit.ts';
import { board } from './board.ts';
import { type Failure, fail, type SportsbookContext } from './context.ts';
import { fairnessOf, findEvent, fixtures, LEAGUES, SPORTS } from './feed.ts';
import { MAX_LEGS, placeBets } from './placement.ts';
import * as repo from './repository.ts';
import { openSession, sessionOf } from './sessions.ts';
import { cashOut, cashoutValue } from './settlement.ts';

const SelectionSchema = z.object({
  eventId: z.string().min(1).max(64),
  market: z.string().min(1).max(32),
  selection: z.string().min(1).max(16),
  odds: z.number().int().min(101).max(100_000),
});
const PlaceSchema = z.object({
  kind: z.enum(['singles', 'acca']),
  stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  selections: z.array(SelectionSchema).min(1).max(MAX_LEGS),
  oddsChange: z.enum(['refuse', 'accept']).default('refuse'),
  requestId: z.uuid(),
});

const sendFailure = (reply: FastifyReply, f: Failure) => reply.code(f.status).send(f.body);
const bearerOf = (header: string | undefined) => /^Bearer (.+)$/.exec(header ?? '')?.[1];

async function betView(ctx: SportsbookContext, bets: repo.BetRow[]) {
  const legs = await repo.legsOf(
    ctx.db,
    bets.map((b) => b.id),
  );
  const resulted = await repo.findResultedIds(ctx.db, [...new Set(legs.map((l) => l.eventId))]);
  // The teams and league name each leg (a bettor never reads a fixture id), with its
  // commitment, and its server seed once the event has a result (ADR 032 "Fairness").
  const eventOf = (eventId: string) => {
    const event = findEvent(ctx.seed, eventId);
    if (!event)
      return { home: null, away: null, leagueName: null, serverSeedHash: null, serverSeed: null };
    const { serverSeedHash, serverSeed } = fairnessOf(event, resulted.has(eventId));
    const league = LEAGUES.find((l) => l.id === event.leagueId);
    return {
      home: event.home,
      away: event.away,
      leagueName: league?.name ?? null,
      serverSeedHash,
      serverSeed,
    };
  };
  return Promise.all(
    bets.map(async (bet) => {
      const own = legs.filter((l) => l.betId === bet.id);
      return {
        id: bet.id,
        kind: bet.kind,
        status: bet.status,
        stake: bet.stake,
        currency: bet.currency,
        payout: bet.payout,
        createdAt: bet.createdAt.toISOString(),
        cashout: await cashoutValue(ctx, bet, own),
        legs: own.map((l) => ({
          eventId: l.eventId,
          market: l.market,
          selection: l.selection,
          odds: l.odds,
          result: l.result,
          ...eventOf(l.eventId),
        })),
      };
    }),
  );
}

export interface BettorLimits {
  /** Requests to the bettor API per client address a minute (RATE_LIMIT_SPORTSBOOK_PER_MINUTE). */
  requestsPerMinute: number;
  /** Placements and cash-outs per player a minute (RATE_LIMIT_SPORTSBOOK_BETS_PER_MINUTE). */
  betsPerMinute: number;
}

/** The bettor's API under /sportsbook/api (the SDK's only server). */
export function sportsbookApiRoutes(
  ctx: SportsbookContext,
  limits: BettorLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { hide: true } as const;
    // Every request counts per address; placements and cash-outs also per player (the session's).
    const sessions = new WeakMap<FastifyRequest, repo.SessionRow>();
    app.addHook(
      'preValidation',
      createRateLimit(app, {
        max: limits.requestsPerMinute,
        windowMs: 60_000,
        counters: [{ keyOf: (request) => `sportsbook ip:${request.ip}` }],
        message: (seconds) => `Too many requests, try again in ${seconds} seconds`,
      }),
    );
    const perPlayer = createRateLimit(app, {
      max: limits.betsPerMinute,
      windowMs: 60_000,
      counters: [
        {
          keyOf: (request) => {
            const session = sessions.get(request);
            return session ? `sportsbook bets:${session.playerRef}` : null;
          },
        },
      ],
      message: (seconds) => `Too many bets, try again in ${seconds} seconds`,
    });
    const betLimit = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await sessionOf(ctx, bearerOf(request.headers.authorization));
      if (session) sessions.set(request, session);
      await perPlayer(request, reply);
    };
    const authed = async (request: FastifyRequest, reply: FastifyReply) => {
      // Placements and cash-outs found it already (betLimit).
      const session =
        sessions.get(request) ?? (await sessionOf(ctx, bearerOf(request.headers.authorization)));
      if (!session) {
        sendFailure(reply, {
          status: 401,
          body: { error: { code: 'unauthorized', message: 'Open a session first' } },
        });
      }
      return session;
    };

    app.post(
      '/sessions',
      { schema: { ...schema, body: z.object({ token: z.string().min(16).max(256) }) } },
      async (request, reply) => {
        const opened = await openSession(ctx, request.body.token);
        return opened.ok ? opened.value : sendFailure(reply, opened.error);
      },
    );

    app.get('/feed', { schema }, async (_request, reply) => {
      const now = ctx.clock.now().getTime();
      const ids = fixtures(ctx.seed, now).map((e) => e.id);
      const resulted = await repo.findResultedIds(ctx.db, ids);
      reply.header('cache-control', 'no-store');
      return {
        sports: SPORTS.map((s) => s.id),
        leagues: LEAGUES.map((l) => ({ id: l.id, sport: l.sport, name: l.name })),
        events: board(ctx.seed, now, resulted),
      };
    });

    // What a verifier needs of one event: the commitment, and once resulted the seed and score.
    app.get(
      '/events/:id',
      { schema: { ...schema, params: z.object({ id: z.string().min(1).max(64) }) } },
      async (request, reply) => {
        const event = findEvent(ctx.seed, request.params.id);
        if (!event) return sendFailure(reply, fail(404, 'event_not_found', 'No such event'));
        const result = await repo.findResult(ctx.db, event.id);
        return {
          id: event.id,
          sport: event.sport,
          league: event.leagueId,
          home: event.home,
          away: event.away,
          startsAt: new Date(event.startsAt).toISOString(),
          fairness: fairnessOf(event, result !== null),
          result: result && {
            home: result.home,
            away: result.away,
            cancelled: result.isCancelled === 1,
            source: result.source,
            version: result.version,
          },
        };
      },
    );

    app.post(
      '/bets',
      { schema: { ...schema, body: PlaceSchema }, preValidation: betLimit },
      async (request, reply) => {
        const session = await authed(request, reply);
        if (!session) return reply;
        const placed = await placeBets(ctx, session, request.body);
        if (!placed.ok) return sendFailure(reply, placed.error);
        return { bets: await betView(ctx, placed.value.bets), balance: placed.value.balance };
      },
    );

    app.get(
      '/bets',
      {
        schema: {
          ...schema,
          querystring: z.object({ settled: z.enum(['true', 'false']).default('false') }),
        },
      },
      async (request, reply) => {
        const session = await authed(request, reply);
        if (!session) return reply;
        const bets = await repo.listBets(
          ctx.db,
          session.playerRef,
          request.query.settled === 'true',
        );
        return { items: await betView(ctx, bets) };
      },
    );

    app.post(
      '/bets/:id/cashout',
      {
        schema: {
          ...schema,
          params: z.object({ id: z.uuid() }),
          body: z.object({ amount: z.number().int().positive() }),
        },
        preValidation: betLimit,
      },
      async (request, reply) => {
        const session = await authed(request, reply);
        if (!session) return reply;
        const done = await cashOut(ctx, session.playerRef, request.params.id, request.body.amount);
        if (!done.ok) return sendFailure(reply, done.error);
        return { bet: (await betView(ctx, [done.value]))[0] };
      },
    );
  };
}
