import { BonusScreen } from '../../features/bonus/bonus-screen';
import { CashbackCard } from '../../features/retention/cashback/cashback-card';
import { useActiveAccount } from '../../features/wallet/use-payment-methods';

export default function ProfileBonuses() {
  // The account the player plays with now: its bonus is the active one, its cashback shown.
  const currency = useActiveAccount()?.currency;
  return (
    <div className="account-stack">
      <CashbackCard currency={currency} />
      <BonusScreen currency={currency} />
    </div>
  );
}
