import type { FastifyPluginAsync } from 'fastify';
import { SANDBOX_WIDGETS_PATH, widgetSettingsOf } from '../../widget-settings.ts';
import type { SupportContext } from './context.ts';
import { supportRoutes } from './routes.ts';
import { sandboxWidgetRoutes } from './sandbox-widget-routes.ts';

/**
 * The support chat of players and guests (docs/decisions/030); agents answer from the back office.
 * In sandbox mode, the twin of the vendor widget in force (none in live mode).
 */
export function supportPlugin(ctx: SupportContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(supportRoutes(ctx));
    const { zendesk, freshchat } = widgetSettingsOf(app.config);
    const adapter = app.config.SUPPORT_CHAT_ADAPTER;
    const twins = {
      zendesk: adapter === 'zendesk' && zendesk.isTwin,
      freshchat: adapter === 'freshchat' && freshchat.isTwin,
    };
    if (app.config.SITE_MODE === 'sandbox' && (twins.zendesk || twins.freshchat)) {
      await app.register(sandboxWidgetRoutes(ctx, twins), { prefix: SANDBOX_WIDGETS_PATH });
    }
  };
}
