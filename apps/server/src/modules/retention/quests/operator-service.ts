// What the back office calls (docs/decisions/036): quests and wheels, their payouts, spin grants.
export {
  type Audit,
  grantOperatorSpins,
  listAdminQuests,
  listAdminWheels,
  pageQuestPayouts,
  pageWheelSpins,
  saveQuest,
  saveWheel,
} from './admin-service.ts';
export type { QuestsContext } from './context.ts';
export { unwrap as unwrapQuest } from './failures.ts';
