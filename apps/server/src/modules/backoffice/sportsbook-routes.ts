import { createHmac } from 'node:crypto';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { AppError } from '../../shared/errors.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

/** How the back office reaches the sportsbook provider: its HTTP API, signed like the wallet. */
export interface SportsbookOperator {
  /**
   * One HTTP request to the provider (path under `/sportsbook`); in this process it goes through
   * the router in memory (`app.inject`), so it needs no listening socket.
   */
  request: (call: {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
  }) => Promise<{ status: number; body: string }>;
  secret: () => Promise<string>;
}

async function send(sportsbook: SportsbookOperator, path: string, body?: object) {
  const raw = body ? JSON.stringify(body) : undefined;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {};
  if (raw !== undefined) {
    // Signed like the seamless wallet: hex HMAC-SHA256 of `{timestamp}.{raw body}`.
    const signature = createHmac('sha256', await sportsbook.secret())
      .update(`${timestamp}.${raw}`)
      .digest('hex');
    headers['content-type'] = 'application/json';
    headers['x-seamless-timestamp'] = String(timestamp);
    headers['x-seamless-signature'] = signature;
  }
  const res = await sportsbook
    .request({ method: raw === undefined ? 'GET' : 'POST', path, headers, body: raw })
    .catch(() => null);
  let json: unknown = null;
  try {
    json = res ? JSON.parse(res.body) : null;
  } catch {
    json = null;
  }
  if (!res || !json) {
    throw new AppError(502, 'sportsbook_unavailable', 'The sportsbook did not answer');
  }
  if (res.status >= 400) {
    const error = (json as { error?: { code?: string; message?: string } }).error;
    throw new AppError(res.status, error?.code ?? 'sportsbook_error', error?.message ?? 'Refused');
  }
  return json;
}

/**
 * Sandbox results (docs/decisions/032): operators settle the sportsbook's events; each command is
 * audited. In live mode the routes answer 404 (the provider takes no operator results there).
 */
export function registerSportsbookRoutes(route: RouteOf, ctx: BackofficeContext) {
  const sportsbook = () => {
    if (ctx.isLive || !ctx.sportsbook) {
      throw new AppError(404, 'not_found', 'Sportsbook results are set by the feed in live mode');
    }
    return ctx.sportsbook;
  };
  route(backofficeApi.listSportsbookEvents, {
    summary: 'Sportsbook events open for betting (sandbox: to settle them early)',
    statuses: [404, 502],
    handler: async () => {
      const feed = (await send(sportsbook(), '/api/feed')) as {
        events: {
          id: string;
          sport: string;
          leagueName: string;
          home: string;
          away: string;
          startsAt: string;
          phase: string;
        }[];
      };
      return {
        items: feed.events.map(({ id, sport, leagueName, home, away, startsAt, phase }) => ({
          id,
          sport,
          leagueName,
          home,
          away,
          startsAt,
          phase,
        })),
      };
    },
  });
  route(backofficeApi.setSportsbookResult, {
    summary: "Set, correct or cancel an event's result (sandbox); its bets settle or resettle",
    statuses: [404, 502],
    handler: async (request) => {
      const command = request.body as { eventId: string };
      const result = await send(sportsbook(), '/api/operator/results', command);
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'sportsbook.result.set',
        targetType: 'sportsbook_event',
        targetId: command.eventId,
        after: result,
      });
      return result;
    },
  });
}
