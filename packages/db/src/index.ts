export {
  type Database,
  type Db,
  type OpenOptions,
  openDatabase,
  type Tx,
} from './client.ts';
export { commitWith, pipelinedTransaction, TransactionAbortedError } from './pipelined.ts';
export {
  type Placeholders,
  preparedSelect,
  queryRows,
  queryRowsPlannedEachTime,
  rawStatement,
} from './raw-rows.ts';
export * from './schema/index.ts';
export {
  CONTENT_DIR,
  type ContentFileEntry,
  parsePageFile,
  readContentDir,
} from './seed/content.ts';
export { SEED_VERSION, seed, seedContent } from './seed/index.ts';
export {
  type AmountRange,
  type PaymentFeeSetting,
  type PaymentMethodField,
  type PaymentMethodSetting,
  SEED_PAYMENT_METHODS,
} from './seed/payment.ts';
export { SEED_PLAYER_FIELDS } from './seed/settings.ts';
