import { BonusScreen } from '../../features/bonus/bonus-screen';
import { useActiveAccount } from '../../features/wallet/use-payment-methods';

export default function ProfileBonuses() {
  // The account the player plays with now: its bonus is the active one.
  return <BonusScreen currency={useActiveAccount()?.currency} />;
}
