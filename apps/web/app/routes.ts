import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every page exists with and without a locale prefix
 * (docs/product/routes-and-modals.md#locale-prefix); root validates the prefix.
 */
const L = ':locale?';

export default [
  layout('layouts/default.tsx', [
    ...prefix(L, [
      index('routes/home.tsx'),
      route('main', 'routes/main.tsx'),
      route('games', 'routes/games/lobby.tsx'),
      route('games/:id', 'routes/games/game.tsx'),
      route('providers', 'routes/providers.tsx'),
      route('tournaments', 'routes/tournaments/list.tsx'),
      route('tournaments/:identity', 'routes/tournaments/tournament.tsx'),
      route('favorites', 'routes/favorites.tsx'),
      route('recently-played', 'routes/recently-played.tsx'),
      route('welcome-package', 'routes/promo/welcome-package.tsx'),
      route('bonus/:pageIdentity', 'routes/promo/bonus.tsx'),
      route('sbt-token', 'routes/sbt-token.tsx'),
      route('static/:pageIdentity', 'routes/static-page.tsx'),
      route('questions', 'routes/questions/list.tsx', { id: 'questions' }),
      route('questions/:pageIdentity', 'routes/questions/question.tsx'),
      route('profile', 'routes/profile/layout.tsx', [
        index('routes/profile/overview.tsx'),
        route('info', 'routes/profile/info.tsx'),
        route('wallet', 'routes/profile/wallet.tsx'),
        route('payments', 'routes/profile/payments.tsx'),
        route('bonuses', 'routes/profile/bonuses.tsx'),
        route('history', 'routes/profile/history.tsx', [
          index('routes/profile/history-index.tsx'),
          route(':tab', 'routes/profile/history-tab.tsx'),
        ]),
        route('limits', 'routes/profile/limits.tsx'),
        route('verification', 'routes/profile/verification.tsx'),
      ]),
      route('betting', 'routes/betting.tsx'),
      route('loyalty', 'routes/retention/loyalty.tsx'),
      route('inbox', 'routes/retention/inbox.tsx'),
      route('quests', 'routes/retention/quests.tsx'),
      route('wheels', 'routes/retention/wheels.tsx'),
      route('wheels/:identity', 'routes/retention/wheel.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/locked.tsx', [
    ...prefix(L, [
      route('auth/callback', 'routes/auth/callback.tsx'),
      route('auth/autologin', 'routes/auth/autologin.tsx'),
    ]),
    route('verify/:confirmCode', 'routes/auth/verify.tsx'),
    route('reset-password/:resetCode', 'routes/auth/reset-password.tsx'),
  ]),
  layout('layouts/maintenance.tsx', [
    ...prefix(L, [route('maintenance', 'routes/maintenance.tsx')]),
  ]),
] satisfies RouteConfig;
