import type { Winner } from '@casino/contracts';
import { Trophy } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';
import { useLatestWinners, useWinnersFeed } from './winners-feed';
import { createWinnersQueue, initialWinners, type WinnersQueue } from './winners-queue';

/**
 * Latest winners (docs/product/constants.md#latest-winners): 12 real-money wins, a new one at most
 * every 3000 ms, a game that wins again replaces its older entry. Each links to its game.
 */
export function WinnersStrip({ initial }: { initial?: Winner[] }) {
  const t = useT();
  const { data } = useLatestWinners(initial);
  const [list, setList] = useState<readonly Winner[] | null>(null);
  const format = useFormatMoney(Boolean(list?.length || data?.length));
  const queue = useRef<WinnersQueue | null>(null);

  useEffect(() => {
    if (!data) return;
    const next = createWinnersQueue({ initial: data, onChange: setList });
    queue.current = next;
    // The first list is the one already drawn from `data` (initialWinners): kept without a
    // re-render of the strip right after hydration; a later `data` replaces the shown list.
    setList((current) => (current === null ? null : next.list));
    return () => next.dispose();
  }, [data]);
  useWinnersFeed(useCallback((winner: Winner) => queue.current?.push(winner), []));

  const shown = list ?? (data ? initialWinners(data) : null);
  if (shown && shown.length === 0) return null;
  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="winners-strip">
      <h2 id="winners-title" className="winners__title">
        <Trophy size={18} aria-hidden="true" />
        {t('home.winners')}
      </h2>
      <ol className="winners__track">
        {shown
          ? shown.map((w) => (
              <li key={w.id} className="winners__item" data-testid="winner">
                <AppLink
                  to={`/games/${encodeURIComponent(w.gameIdentity)}`}
                  className="winners__link"
                >
                  <img
                    src={w.gameImage}
                    alt=""
                    width={36}
                    height={48}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="winners__text">
                    <span className="winners__amount tabular">{format(w.amount, w.currency)}</span>
                    <span className="winners__meta">
                      <span className="winners__who">{w.nickname}</span>
                      <span className="winners__game">{w.gameName}</span>
                    </span>
                  </span>
                </AppLink>
              </li>
            ))
          : Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="winners__item" aria-hidden="true">
                <span className="winners__link">
                  <Skeleton width={36} height={48} />
                  <span className="winners__text">
                    <Skeleton isText width={64} />
                    <Skeleton isText width={88} height={10} />
                  </span>
                </span>
              </li>
            ))}
      </ol>
    </section>
  );
}
