import { BonusScreen } from '../../features/bonus/bonus-screen';

export default function ProfileBonuses() {
  return <BonusScreen />;
}
