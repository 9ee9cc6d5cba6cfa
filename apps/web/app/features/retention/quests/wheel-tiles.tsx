import type { Wheel } from '@casino/contracts';
import { Dices } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/site';

/** The player's fortune wheels as tiles: title, spins left, a link to spin (on /quests and /wheels). */
export function WheelTiles({ wheels }: { wheels: readonly Wheel[] }) {
  const t = useT();
  return (
    <div className="wheel-tiles">
      {wheels.map((wheel) => (
        <AppLink
          key={wheel.id}
          to={`/wheels/${wheel.identity}`}
          className="wheel-tile"
          data-testid="wheel-tile"
        >
          <span className="wheel-tile__icon" aria-hidden="true">
            <Dices size={24} />
          </span>
          <span className="wheel-tile__body">
            <strong>{wheel.title}</strong>
            <span className="muted">
              {t('retention.quests.spinsLeft', { count: wheel.spinsAvailable })}
            </span>
          </span>
          <span className={buttonClass(wheel.spinsAvailable > 0 ? 'primary' : 'secondary', 'sm')}>
            {t('retention.quests.openWheel')}
          </span>
        </AppLink>
      ))}
    </div>
  );
}
