import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../../../test/databases.ts';
import { getSetting } from '../settings/service.ts';
import { providerSecret } from './secrets.ts';

describe.each(TEST_DATABASES)('provider secrets on $name', (testDb) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => database?.dispose());

  it('uses the configured secret, else one generated once and kept for every caller', async () => {
    const configured = 'configured-secret-0123456789abcdef0123';
    expect(await providerSecret(database.db, 'builtin', configured)()).toBe(configured);
    const generated = await providerSecret(database.db, 'builtin')();
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await providerSecret(database.db, 'builtin')()).toBe(generated);
    expect(await getSetting(database.db, 'game.providers.builtin.secret')).toBe(generated);
    expect(await providerSecret(database.db, 'another')()).not.toBe(generated);
  });
});
