import {
  Dices,
  Gift,
  Heart,
  History,
  LayoutGrid,
  LifeBuoy,
  Radio,
  Trophy,
  Users,
} from 'lucide-react';
import type { MessageKey } from '../../i18n/translate';

export interface NavItem {
  to: string;
  label: MessageKey;
  icon: typeof Dices;
}

/** Drawer navigation, in groups (UI.md "Layout"). */
export const NAV_GROUPS: NavItem[][] = [
  [
    { to: '/games', label: 'nav.casino', icon: Dices },
    { to: '/games?category=live', label: 'nav.live', icon: Radio },
    { to: '/betting', label: 'nav.sports', icon: Trophy },
    { to: '/welcome-package', label: 'nav.promotions', icon: Gift },
  ],
  [
    { to: '/favorites', label: 'nav.favorites', icon: Heart },
    { to: '/recently-played', label: 'nav.recent', icon: History },
    { to: '/providers', label: 'nav.providers', icon: Users },
  ],
  [
    { to: '/questions', label: 'nav.faq', icon: LifeBuoy },
    { to: '/static/contact', label: 'nav.support', icon: LayoutGrid },
  ],
];
