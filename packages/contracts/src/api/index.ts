// NOTE: only endpoint groups are exported as values: the web build derives a schema-free copy
// of this module for the browser from them (docs/decisions/010-web-api-client.md).

export { bonusApi } from './bonus.ts';
export { contentApi } from './content.ts';
export type * from './define.ts';
export { gameApi } from './game.ts';
export { limitsApi } from './limits.ts';
export { notificationApi } from './notification.ts';
export { paymentApi } from './payment.ts';
export { playerApi } from './player.ts';
export { realtimeApi } from './realtime.ts';
export { retentionCashbackApi } from './retention-cashback.ts';
export { retentionLoyaltyApi } from './retention-loyalty.ts';
export { retentionQuestsApi } from './retention-quests.ts';
export { retentionTournamentsApi } from './retention-tournaments.ts';
export { settingsApi } from './settings.ts';
export { socialApi } from './social.ts';
export { supportApi } from './support.ts';
export { verificationApi } from './verification.ts';
export { walletApi } from './wallet.ts';
