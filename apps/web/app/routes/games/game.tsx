import { useRef } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { FreespinsOffer } from '../../features/bonus/freespins-offer';
import { getGame } from '../../features/games/catalog.server';
import { GameBar } from '../../features/games/game-bar';
import { GameInfo, RelatedGames } from '../../features/games/game-info';
import { GameStage } from '../../features/games/game-stage';
import { formatRtp } from '../../features/games/rtp.server';
import { useFullscreen } from '../../features/games/use-fullscreen';
import { BalanceButton } from '../../features/wallet/balance-button';
import { useActiveAccount } from '../../features/wallet/use-payment-methods';
import type { PageHandle } from '../../layouts/chrome/page-handle';
import { seoMeta } from '../../lib/seo';
import { siteContext } from '../../lib/site-context.server';
import type { Route } from './+types/game';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'game', { name: args.loaderData?.game.name ?? args.params.id });

/** On phones the shell hides its header, notices and bottom navigation: the game bar is the one bar. */
export const handle: PageHandle = { isGamePage: true };

/** The game by id or identity; an unknown one gives the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const game = await getGame(context, params.id);
  return { game, rtp: formatRtp(context.get(siteContext).locale, game.rtp) };
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
  const { game, rtp } = loaderData;
  const [search] = useSearchParams();
  const mode = search.get('real') === 'true' || !game.hasDemo ? 'real' : 'demo';
  const playerRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(playerRef);
  const account = useActiveAccount();
  return (
    <div className="game-page">
      <div ref={playerRef} className="game-player">
        <GameBar
          game={game}
          mode={mode}
          isFullscreen={fullscreen.isFullscreen}
          onFullscreen={fullscreen.toggle}
          account={<BalanceButton />}
        />
        <GameStage
          key={game.id}
          game={game}
          mode={mode}
          overlay={<FreespinsOffer game={game} mode={mode} currency={account?.currency} />}
        />
      </div>
      <div className="game-page__below">
        <GameInfo game={game} rtp={rtp} />
        <RelatedGames key={game.id} game={game} />
      </div>
    </div>
  );
}
