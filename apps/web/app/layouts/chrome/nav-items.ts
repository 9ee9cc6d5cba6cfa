import {
  Dices,
  Gift,
  Heart,
  History,
  LifeBuoy,
  MessageCircle,
  Radio,
  Search,
  Target,
  Trophy,
  Users,
} from 'lucide-react';
import type { MessageKey } from '../../i18n/translate';
import type { NavSections } from '../../lib/site';

export interface NavItem {
  to: string;
  label: MessageKey;
  icon: typeof Dices;
}

/** The catalog category whose games make the "Live casino" entry. */
export const LIVE_CATEGORY = 'live';

/**
 * What the navigation may offer, from real data: live casino when the catalog has enabled games
 * in the live category, sports when the server says a sportsbook is on.
 */
export function navSections(
  categories: readonly { identity: string; gamesCount: number }[],
  isSportsbookEnabled: boolean,
): NavSections {
  return {
    hasLiveCasino: categories.some((c) => c.identity === LIVE_CATEGORY && c.gamesCount > 0),
    hasSports: isSportsbookEnabled,
  };
}

const LIVE: NavItem = { to: `/games?category=${LIVE_CATEGORY}`, label: 'nav.live', icon: Radio };
const SPORTS: NavItem = { to: '/betting', label: 'nav.sports', icon: Trophy };

/** Drawer navigation, in groups (UI.md "Layout"): only sections that have content. */
export function navGroups(sections: NavSections): NavItem[][] {
  return [
    [
      { to: '/games', label: 'nav.casino', icon: Dices },
      ...(sections.hasLiveCasino ? [LIVE] : []),
      ...(sections.hasSports ? [SPORTS] : []),
      { to: '/welcome-package', label: 'nav.promotions', icon: Gift },
      { to: '/tournaments', label: 'retention.tournaments.nav', icon: Trophy },
    ],
    [
      { to: '/favorites', label: 'nav.favorites', icon: Heart },
      { to: '/recently-played', label: 'nav.recent', icon: History },
      { to: '/quests', label: 'retention.quests.title', icon: Target },
      { to: '/wheels', label: 'retention.quests.wheels', icon: Gift },
      { to: '/providers', label: 'nav.providers', icon: Users },
    ],
    [
      { to: '/questions', label: 'nav.faq', icon: LifeBuoy },
      { to: '/static/contact', label: 'nav.support', icon: MessageCircle },
    ],
  ];
}

/** The phone's bottom bar after its Menu button (UI.md): Casino, Search, Sports (if on), Chat. */
export function bottomNavItems(sections: NavSections): NavItem[] {
  return [
    { to: '/games', label: 'nav.casino', icon: Dices },
    { to: '/games?focus=search', label: 'nav.search', icon: Search },
    ...(sections.hasSports ? [SPORTS] : []),
    { to: '/questions', label: 'nav.chat', icon: MessageCircle },
  ];
}
