export { type Database, type Db, type OpenOptions, openDatabase } from './client.ts';
export * from './schema/index.ts';
export { SEED_VERSION, seed } from './seed/index.ts';
export { SEED_PLAYER_FIELDS } from './seed/settings.ts';
