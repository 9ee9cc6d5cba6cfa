import { useEffect, useRef, useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { FreespinsOffer } from '../../features/bonus/freespins-offer';
import { findGamePage, getGame, launchDemo } from '../../features/games/catalog.server';
import { GameBar } from '../../features/games/game-bar';
import { GameInfo, RelatedGames, relatedGamesQuery } from '../../features/games/game-info';
import { GameStage } from '../../features/games/game-stage';
import { formatRtp } from '../../features/games/rtp.server';
import type { SessionNet } from '../../features/games/session-meter';
import { useFullscreen } from '../../features/games/use-fullscreen';
import { BalanceButton } from '../../features/wallet/balance-button';
import { useNetPosition } from '../../features/wallet/use-net-position';
import { useActiveAccount } from '../../features/wallet/use-payment-methods';
import type { PageHandle } from '../../layouts/chrome/page-handle';
import { seoMeta } from '../../lib/seo';
import { readSessionExpiry } from '../../lib/session/session-marker';
import { useSite } from '../../lib/site';
import { siteContext } from '../../lib/site-context.server';
import type { Route } from './+types/game';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'game', { name: args.loaderData?.game.name ?? args.params.id });

/** On phones the shell hides its header, notices and bottom navigation: the game bar is the one bar. */
export const handle: PageHandle = { isGamePage: true };

/**
 * The game by id or identity (an unknown one gives the 404 page), its related games, and a
 * guest's demo launch: the frame and the row below are in the server's markup, so the game loads
 * while the page hydrates and nothing renders after a fetch on a phone's main thread (issue 28).
 * A demo launch holds no token and writes nothing for a guest; anyone else launches from the
 * browser (a token per launch, the played list).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale } = context.get(siteContext);
  const game = await getGame(context, params.id);
  const isGuestDemo =
    game.hasDemo &&
    new URL(request.url).searchParams.get('real') !== 'true' &&
    readSessionExpiry(request.headers.get('cookie')) === null;
  const [related, launch] = await Promise.all([
    findGamePage(context, relatedGamesQuery(game)),
    isGuestDemo ? launchDemo(context, game.id, locale) : null,
  ]);
  return { game, rtp: formatRtp(locale, game.rtp), related, launch };
}

/** Switching demo/real or opening a modal changes only the query: the game is the same. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Game page (UI.md): the slim bar and the game as large as the viewport allows; info and related games below. */
export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { game, rtp, related, launch } = loaderData;
  const [search] = useSearchParams();
  const mode = search.get('real') === 'true' || !game.hasDemo ? 'real' : 'demo';
  const playerRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(playerRef);
  const account = useActiveAccount();
  const session = useSessionNet(mode, account?.currency ?? null);
  // Beside the session's result, the day's (issue 35: where I stand), read from the ledger.
  const stand = useNetPosition(session.value ? account?.currency : null, account?.balance).data;
  const today = stand?.periods.find((p) => p.period === 'today')?.gamingNet ?? null;
  return (
    <div className="game-page">
      <div ref={playerRef} className="game-player">
        <GameBar
          game={game}
          mode={mode}
          isFullscreen={fullscreen.isFullscreen}
          onFullscreen={fullscreen.toggle}
          account={<BalanceButton />}
          session={session.value && { ...session.value, today }}
        />
        <GameStage
          key={game.id}
          game={game}
          mode={mode}
          initialLaunch={launch}
          onRoundShown={session.add}
          overlay={<FreespinsOffer game={game} mode={mode} currency={account?.currency} />}
        />
      </div>
      <div className="game-page__below">
        <GameInfo game={game} rtp={rtp} />
        <RelatedGames key={game.id} game={game} initial={related} />
      </div>
    </div>
  );
}

/**
 * The real-money session's net position and clock for the game bar, where the player's
 * jurisdiction shows them (init `jurisdiction.showsNetPositionAndClock`); null elsewhere. A
 * session starts with the real-money game on this page (a switch to demo and back starts anew).
 */
function useSessionNet(mode: 'demo' | 'real', currency: string | null) {
  const { init } = useSite();
  const isShown = init.jurisdiction.showsNetPositionAndClock && mode === 'real';
  const [value, setValue] = useState<SessionNet | null>(null);
  // A new session when the rule or the mode changes; the balance's currency may load later.
  useEffect(() => {
    setValue(isShown ? { net: 0, currency: null, startedAt: Date.now() } : null);
  }, [isShown]);

  const add = (round: { stake: number; win: number; currency: string; mode: string }) => {
    if (round.mode !== 'real') return;
    setValue((current) =>
      current
        ? { ...current, currency: round.currency, net: current.net + round.win - round.stake }
        : current,
    );
  };
  return { value: value && { ...value, currency: value.currency ?? currency }, add };
}
