import { openDatabase } from './client.ts';
import { seed } from './seed/index.ts';

/** `node packages/db/src/cli.ts migrate|seed` against DATABASE_URL (default ./data/db). */
const command = process.argv[2];
const database = openDatabase(process.env.DATABASE_URL || './data/db');
try {
  if (command === 'migrate' || command === 'seed') await database.migrate();
  if (command === 'seed')
    console.log((await seed(database.db, { force: true })) ? 'seeded' : 'up to date');
  else if (command === 'migrate') console.log('migrated');
  else throw new Error(`unknown command "${command}": use migrate or seed`);
} finally {
  await database.close();
}
