// What the back office calls (docs/decisions/036): cashback and referral terms, runs, reports.
export {
  cashbackReport,
  readCashbackSettings,
  runCashbackPeriod,
  writeCashbackSettings,
} from './cashback-service.ts';
export type { CashbackContext } from './context.ts';
export { readReferralSettings, referralReport, writeReferralSettings } from './referral-service.ts';
