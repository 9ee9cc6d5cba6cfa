import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../test/factories/players.ts';

/**
 * Spec 5.17: a field left out of the JSON or of the wrong type is answered with the spec's
 * default message, never a validator's own text, in the request's language (issue 29, 5.17b).
 */
describe.each(TEST_DATABASES)('field messages of any endpoint on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
  });
  afterAll(() => t?.close());

  const login = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/player/sessions', payload, headers });

  it('names a field left out or of the wrong type with the default messages', async () => {
    const missing = await login({ email: 'x@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ password: ['Value is required'] });
    const typed = await login({ email: 'x@example.com', password: 12 });
    expect(errorOf(typed).fields).toEqual({ password: ['This value is not valid'] });
    const long = await login({ email: 'x@example.com', password: 'p'.repeat(129) });
    expect(errorOf(long).fields).toEqual({ password: ['The maximum length allowed is 128'] });
  });

  it('words the field errors in the request language (site choice, then the browser)', async () => {
    const german = await login({}, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(errorOf(german).fields).toEqual({
      email: ['Dieses Feld ist erforderlich'],
      password: ['Dieses Feld ist erforderlich'],
    });
    // The language chosen on the site (cookie) before the browser's.
    const chosen = await login(
      { email: 'x@example.com' },
      { 'accept-language': 'de', cookie: 'user-language=es' },
    );
    expect(errorOf(chosen).fields?.password?.[0]).toBe('Este campo es obligatorio');
    const unknown = await login({ email: 'x@example.com' }, { 'accept-language': 'xx' });
    expect(errorOf(unknown).fields).toEqual({ password: ['Value is required'] });
  });

  it('names an unknown field of a strict body in plain words', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: auth(player.accessToken),
      payload: { email: 'other@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ email: ['This field is not accepted here'] });
    const messages = JSON.stringify(errorOf(res));
    expect(messages).not.toMatch(/Unrecognized|Invalid input|expected/);
  });
});
