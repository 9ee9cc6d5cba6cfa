import { AccountsOverview } from '../../features/wallet/accounts-overview';

export default function ProfileWallet() {
  return <AccountsOverview />;
}
