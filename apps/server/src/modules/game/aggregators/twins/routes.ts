import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormPosts, escapeHtml } from '../../../../shared/html.ts';
import type { SpinResult, TwinDialect } from './dialects.ts';
import { type Campaign, type Campaigns, campaignRoutes } from './free-rounds.ts';
import { draw, type TwinGame } from './games.ts';

/** Where the twins answer (sandbox mode only): /sandbox/aggregators/{name}/game. */
export const SANDBOX_AGGREGATORS_PATH = '/sandbox/aggregators';
/** The stakes a twin game offers, in minor units. */
export const TWIN_STAKES = [10, 50, 100, 500] as const;

export interface Twin {
  name: string;
  /** Shown on its game page. */
  title: string;
  games: readonly TwinGame[];
  dialect: TwinDialect;
  /** Free-rounds campaigns the casino creates (dialects that report them). */
  campaigns?: Campaigns;
}

const GameQuery = z.object({
  game: z.string().min(1).max(128),
  token: z.string().min(16).max(256),
  user: z.string().min(1).max(128),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lang: z.string().max(10).default('en'),
  lobby: z.string().max(500).optional(),
});
const SpinBody = GameQuery.extend({ stake: z.coerce.number().int() });

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;font:16px/1.4 system-ui,sans-serif;color:#f4f1ff;background:radial-gradient(circle at 50% 0,#3b1d6e,#0d0b1e 70%);display:flex;align-items:center;justify-content:center;padding:16px}
main{width:100%;max-width:420px;background:#1a1533cc;border:1px solid #ffffff22;border-radius:20px;padding:20px;text-align:center;box-shadow:0 20px 60px #0008}
h1{margin:0 0 4px;font-size:22px}small{color:#b9b3d6}.reel{font-size:56px;margin:18px 0;letter-spacing:8px;color:#ffd166;font-family:'DejaVu Sans',system-ui,sans-serif}
.free{color:#7cf29c;font-weight:700}.balance{font-size:20px;font-weight:700;margin:8px 0}.result{min-height:28px;font-weight:600}.win{color:#7cf29c}.lose{color:#ffb4b4}
form{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-top:16px}button{font:inherit;font-weight:700;min-height:48px;border:0;border-radius:12px;background:linear-gradient(#ffcf4d,#f59e0b);color:#231a00;cursor:pointer}
a{color:#c9b8ff;display:inline-block;margin-top:16px;min-height:24px}`;

/** The symbols a round shows: three alike for a win (by its size), three apart for a loss. */
function reelOf(twinGame: TwinGame, multiplier: number | null): string {
  const symbols = twinGame.game.kind === 'dice' ? ['⚀', '⚂', '⚄', '⚅'] : ['♣', '♦', '♥', '★', '7'];
  if (multiplier === null || multiplier === 0) {
    return multiplier === null
      ? symbols.slice(-3).join(' ')
      : `${symbols[0]} ${symbols[2]} ${symbols[1]}`;
  }
  const rank = twinGame.outcomes.filter(
    (o) => o.multiplier > 0 && o.multiplier <= multiplier,
  ).length;
  const symbol = symbols[Math.min(rank, symbols.length - 1)]!;
  return `${symbol} ${symbol} ${symbol}`;
}

function page(
  twin: Twin,
  twinGame: TwinGame,
  query: z.output<typeof GameQuery>,
  outcome?: { result: SpinResult; multiplier: number; stake: number },
  campaign?: Campaign | null,
) {
  const money = (minor: number) =>
    new Intl.NumberFormat(query.lang, { style: 'currency', currency: query.currency }).format(
      minor / 100,
    );
  const hidden = Object.entries({ ...query, lobby: query.lobby ?? '' })
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(String(v))}">`)
    .join('');
  const result = outcome
    ? outcome.result.ok
      ? outcome.multiplier > 0
        ? `<p class="result win">×${outcome.multiplier} — ${escapeHtml(money(outcome.stake * outcome.multiplier))}</p>`
        : '<p class="result lose">No win this time</p>'
      : `<p class="result lose">Refused: ${escapeHtml(outcome.result.message)}</p>`
    : '<p class="result"></p>';
  const balance = outcome?.result.balance;
  return `<!doctype html><html lang="${escapeHtml(query.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(twinGame.game.name)}</title><style>${STYLE}</style></head>
<body><main><small>${escapeHtml(twin.title)} · RTP ${twinGame.game.rtp}%</small><h1>${escapeHtml(twinGame.game.name)}</h1>
<div class="reel" aria-hidden="true">${reelOf(twinGame, outcome?.result.ok ? outcome.multiplier : null)}</div>
<p class="balance" data-testid="twin-balance">${balance === undefined ? '' : escapeHtml(money(balance))}</p>${result}${campaign && campaign.status === 'active' ? `<p class="free" data-testid="twin-free-rounds">Free spins: ${campaign.count - campaign.played} of ${campaign.count} left at ${escapeHtml(money(campaign.stake))}</p>` : ''}
<form method="post" action="${SANDBOX_AGGREGATORS_PATH}/${twin.name}/spin">${hidden}${TWIN_STAKES.map((s) => `<button name="stake" value="${s}">${escapeHtml(money(s))}</button>`).join('')}</form>
${query.lobby ? `<a href="${escapeHtml(query.lobby)}" target="_top">Lobby</a>` : ''}</main></body></html>`;
}

function sendPage(reply: FastifyReply, html: string, casinoOrigin: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self' ${casinoOrigin}`,
    )
    .send(html);
}

/**
 * The sandbox twins of the aggregators (docs/decisions/045): each serves a small game from its
 * feed and plays its rounds against the casino's wallet in its own dialect, over HTTP, like
 * the aggregator would. Registered in sandbox mode only.
 */
export function twinRoutes(twins: Twin[], casinoOrigin: () => string): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormPosts(app);
    for (const twin of twins) {
      if (twin.campaigns) await app.register(campaignRoutes(twin.name, twin.campaigns));
      const gameOf = (identity: string) => twin.games.find((g) => g.game.identity === identity);
      // The twin's game feed: what the back office's import reads (issue 34).
      app.get(`/${twin.name}/feed`, { schema: { hide: true } }, async () => ({
        games: twin.games.map((g) => g.game),
      }));
      app.get(
        `/${twin.name}/game`,
        { schema: { hide: true, querystring: GameQuery } },
        async (request, reply) => {
          const query = request.query;
          const twinGame = gameOf(query.game);
          if (!twinGame)
            return reply.code(404).send({ error: { code: 'not_found', message: 'Unknown game' } });
          const balance = await twin.dialect.balance({
            token: query.token,
            user: query.user,
            game: query.game,
          });
          const campaign = twin.campaigns?.activeFor(
            query.user,
            query.game,
            query.currency,
            new Date(),
          );
          return sendPage(
            reply,
            page(
              twin,
              twinGame,
              query,
              balance.ok ? { result: balance, multiplier: 0, stake: 0 } : undefined,
              campaign,
            ).replace(/<p class="result[^"]*">.*?<\/p>/, '<p class="result"></p>'),
            casinoOrigin(),
          );
        },
      );
      app.post(
        `/${twin.name}/spin`,
        { schema: { hide: true, body: SpinBody } },
        async (request, reply) => {
          const body = request.body;
          const twinGame = gameOf(body.game);
          if (!twinGame || !(TWIN_STAKES as readonly number[]).includes(body.stake)) {
            return reply
              .code(400)
              .send({ error: { code: 'bad_request', message: 'stake: not offered' } });
          }
          const session = { token: body.token, user: body.user, game: body.game };
          const campaign = twin.campaigns?.activeFor(
            body.user,
            body.game,
            body.currency,
            new Date(),
          );
          if (campaign && twin.dialect.freeRoundsDone) {
            // A free round: the campaign's stake, no bet; the last one reports the campaign's
            // total to the casino (a refused report is sent again by the next spin).
            const drawn = draw(twinGame.outcomes).multiplier;
            if (campaign.played < campaign.count) {
              campaign.played += 1;
              campaign.totalWin += campaign.stake * drawn;
            }
            let result = await twin.dialect.balance(session);
            if (campaign.played >= campaign.count) {
              const reported = await twin.dialect.freeRoundsDone(session, {
                reference: campaign.reference,
                game: campaign.game,
                currency: campaign.currency,
                played: campaign.played,
                totalWin: campaign.totalWin,
              });
              if (reported.ok) campaign.status = 'finished';
              result = reported.ok ? await twin.dialect.balance(session) : reported;
            }
            return sendPage(
              reply,
              page(
                twin,
                twinGame,
                body,
                { result, multiplier: drawn, stake: campaign.stake },
                campaign,
              ),
              casinoOrigin(),
            );
          }
          const { multiplier } = draw(twinGame.outcomes);
          const result = await twin.dialect.round(
            { token: body.token, user: body.user, game: body.game },
            body.currency,
            body.stake,
            body.stake * multiplier,
          );
          return sendPage(
            reply,
            page(twin, twinGame, body, { result, multiplier, stake: body.stake }),
            casinoOrigin(),
          );
        },
      );
    }
  };
}
