// What the back office calls (docs/decisions/036): the loyalty ladder, a player's card, inbox sends.
export type { LoyaltyContext } from './context.ts';
export { sendToSegment } from './inbox-service.ts';
export { getSettings, playerLoyaltyCard, updateSettings } from './loyalty-service.ts';
