import type { ChatWidget } from '@casino/contracts';
import { playerApi, supportApi } from '@casino/contracts/api';
import { call } from '../../lib/api';
import { loadScript } from '../../lib/load-script';
import { type Player, session } from '../../lib/session/session-store';

/**
 * A vendor's chat widget (docs/decisions/030), driven by the session rules of spec 4: loaded on
 * demand, the player signed in on login and signed out on logout.
 */
export interface WidgetDriver {
  /** Loads the script (once) and starts the widget for a player or a guest. */
  start(player: Player | null): Promise<void>;
  /** Logout: the widget forgets the player at once. */
  signOut(): Promise<void>;
  open(): void;
}

type ZendeskApi = (...args: unknown[]) => void;
interface FreshchatApi {
  init(options: Record<string, unknown>): void;
  destroy(): void;
  open(): void;
  isInitialized?(): boolean;
  on(
    event: string,
    handler: (reply: { status?: number; data?: { restoreId?: string } }) => void,
  ): void;
  user: { clear(): Promise<unknown> | undefined };
}
declare global {
  interface Window {
    zE?: ZendeskApi;
    fcWidget?: FreshchatApi;
  }
}

/** The spec's user id: our player id with the product tag (as the Zendesk token's external_id). */
const externalIdOf = (player: Player) => `${player.id}-aurora`;

/**
 * Zendesk messaging: the snippet script with the key, `loginUser` with the JWT of
 * GET /api/player/zendesk/token (asked again whenever Zendesk wants one), `logoutUser` on logout.
 */
function zendeskDriver(widget: Extract<ChatWidget, { adapter: 'zendesk' }>): WidgetDriver {
  const zE = () => window.zE;
  const url = `${widget.scriptUrl}${widget.scriptUrl.includes('?') ? '&' : '?'}key=${encodeURIComponent(widget.key)}`;
  return {
    async start(player) {
      await loadScript(url, { id: 'ze-snippet' });
      if (!player) return;
      zE()?.('messenger', 'loginUser', (callback: (jwt: string) => void) => {
        void call(supportApi.getZendeskToken).then(({ token }) => callback(token));
      });
    },
    async signOut() {
      zE()?.('messenger', 'logoutUser');
    },
    open() {
      zE()?.('messenger', 'open');
    },
  };
}

/**
 * Freshchat: the widget started with the player's external id and `freshchatRestoreId`; when
 * Freshchat makes a new restore id the profile keeps it (PUT /api/player/profile). Logout clears
 * the widget's user and closes it.
 */
function freshchatDriver(widget: Extract<ChatWidget, { adapter: 'freshchat' }>): WidgetDriver {
  const fc = () => window.fcWidget;
  const saveRestoreId = (player: Player, restoreId: string | undefined) => {
    if (!restoreId || restoreId === player.freshchatRestoreId) return;
    void call(playerApi.updateProfile, { body: { freshchatRestoreId: restoreId } })
      .then((profile) => {
        const current = session.get().player;
        if (current?.id === profile.id) session.setPlayer({ ...current, ...profile });
      })
      .catch(() => {});
  };
  return {
    async start(player) {
      await loadScript(widget.scriptUrl);
      const api = fc();
      if (!api) throw new Error('Freshchat widget missing');
      if (api.isInitialized?.()) api.destroy();
      api.init({
        token: widget.token,
        host: widget.host,
        ...(player
          ? {
              externalId: externalIdOf(player),
              restoreId: player.freshchatRestoreId ?? null,
              email: player.email,
              ...(player.firstName ? { firstName: player.firstName } : {}),
              ...(player.lastName ? { lastName: player.lastName } : {}),
            }
          : {}),
      });
      if (player) {
        const keep = (reply: { data?: { restoreId?: string } }) =>
          saveRestoreId(player, reply.data?.restoreId);
        api.on('user:created', keep);
        api.on('user:restored', keep);
      }
    },
    async signOut() {
      const api = fc();
      if (!api) return;
      await api.user.clear();
      api.destroy();
    },
    open() {
      fc()?.open();
    },
  };
}

export function widgetDriverOf(widget: ChatWidget): WidgetDriver {
  return widget.adapter === 'zendesk' ? zendeskDriver(widget) : freshchatDriver(widget);
}
