import { z } from 'zod';
import { defineBackofficeEndpoint, SPORTSBOOK } from './access.ts';

/** A sandbox result: the feed's score, a score, or cancelled (every leg void). */
export const SportsbookResultCommandSchema = z
  .object({
    eventId: z.string().min(1).max(64),
    outcome: z.enum(['feed', 'score', 'cancelled']),
    home: z.number().int().min(0).max(999).optional(),
    away: z.number().int().min(0).max(999).optional(),
  })
  .meta({ id: 'SportsbookResultCommand' });

export const SportsbookResultSchema = z
  .object({
    eventId: z.string(),
    home: z.number().int(),
    away: z.number().int(),
    cancelled: z.boolean(),
    /** 1 for the first result; each correction adds one (the bets are resettled). */
    version: z.number().int(),
  })
  .meta({ id: 'SportsbookResult' });

export const SportsbookOperatorEventsSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        sport: z.string(),
        leagueName: z.string(),
        home: z.string(),
        away: z.string(),
        startsAt: z.string(),
        phase: z.string(),
      }),
    ),
  })
  .meta({ id: 'SportsbookOperatorEvents' });

/** Sportsbook (issue 20, docs/decisions/032): results in sandbox mode. */
export const sportsbookEndpoints = {
  listSportsbookEvents: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/sportsbook/events',
    access: SPORTSBOOK,
    sandboxOnly: true,
    response: SportsbookOperatorEventsSchema,
  }),
  setSportsbookResult: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/results',
    access: SPORTSBOOK,
    sandboxOnly: true,
    body: SportsbookResultCommandSchema,
    response: SportsbookResultSchema,
  }),
};
