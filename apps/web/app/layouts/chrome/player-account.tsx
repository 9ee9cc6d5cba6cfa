import { Wallet } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { PanicButton } from '../../features/limits/panic-button';
import { InboxBell } from '../../features/retention/loyalty/inbox-bell';
import { BalancePanel } from '../../features/wallet/balance-panel';
import { WalletLink } from '../../features/wallet/wallet-link';
import type { Player } from '../../lib/session/session-store';
import { useT } from '../../lib/site';
import { preloadModal } from './modal-host';
import { UserMenu } from './user-menu';

/** A signed-in player's header: balance, Deposit and the user menu (loaded only for players). */
export default function PlayerAccount({ player }: { player: Player }) {
  const t = useT();
  return (
    <>
      <PanicButton />
      <BalancePanel />
      <WalletLink
        value="deposit"
        className={`${buttonClass('primary', 'sm')} header__deposit`}
        testId="deposit-button"
        preload={() => preloadModal('wallet')}
        isWarmedWhenIdle
      >
        <Wallet size={16} aria-hidden="true" />
        <span>{t('account.deposit')}</span>
      </WalletLink>
      <InboxBell />
      <UserMenu player={player} />
    </>
  );
}
