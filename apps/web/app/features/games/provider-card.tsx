import type { GameProvider } from '@casino/contracts';
import { AppLink } from '../../components/ui/app-link';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../lib/site';

/** Hue of a provider's badge, stable per identity (no logos from providers yet). */
function hueOf(identity: string): number {
  let hash = 0;
  for (const char of identity) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A provider with its number of games, linking to the lobby filtered by it. */
export function ProviderCard({ provider }: { provider: GameProvider }) {
  const t = useT();
  const hue = hueOf(provider.identity);
  return (
    <AppLink
      to={`/games?providerId=${encodeURIComponent(provider.identity)}`}
      className="provider-card"
      data-testid="provider-card"
    >
      <span
        className="provider-card__badge"
        style={{ '--badge-hue': hue } as React.CSSProperties}
        aria-hidden="true"
      >
        {initialsOf(provider.name)}
      </span>
      <span className="provider-card__name">{provider.name}</span>
      <span className="provider-card__count tabular">
        {t('providers.games', { count: provider.gamesCount })}
      </span>
    </AppLink>
  );
}

/** Placeholder cards while the providers load. */
export function ProviderSkeletons({ label }: { label: string }) {
  return (
    <div className="card-grid" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 10 }, (_, i) => (
        <div className="provider-card" key={i} aria-hidden="true">
          <Skeleton width={72} height={72} style={{ borderRadius: '50%' }} />
          <Skeleton isText width="70%" />
          <Skeleton isText width="40%" height={10} />
        </div>
      ))}
    </div>
  );
}
