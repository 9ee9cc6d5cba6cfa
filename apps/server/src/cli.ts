import { openDatabase } from '@casino/db';
import { loadConfig } from './config.ts';
import { findPlayerIdByEmail } from './modules/player/account-service.ts';
import { createAutologinToken } from './modules/player/one-time-tokens.ts';

const USAGE = 'usage: node apps/server/src/cli.ts autologin <email>';

/**
 * Operator commands against DATABASE_URL.
 *   autologin <email>  prints a single-use login link (5 minutes) for that player
 * NOTE: PGlite is single-process: with the default ./data/db stop the server first.
 */
const [command, email] = process.argv.slice(2);
if (command !== 'autologin' || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  await database.migrate();
  const playerId = await findPlayerIdByEmail(database.db, email);
  if (!playerId) {
    console.error(`no player with the email ${email}`);
    process.exitCode = 1;
  } else {
    const token = await createAutologinToken(database.db, playerId);
    console.log(`${config.PUBLIC_URL.replace(/\/+$/, '')}/auth/autologin?state=${token}`);
  }
} finally {
  await database.close();
}
