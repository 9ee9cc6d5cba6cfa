import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../test/factories/players.ts';

/**
 * A form answers every bad field in one 400, also when one of them is missing or wrongly typed
 * (which the body schema catches before the form's own rules run).
 */
describe.each(TEST_DATABASES)('every bad field at once on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
    t.app.inject({ method, url, payload, ...(token ? { headers: auth(token) } : {}) });

  it('registration: a missing country does not hide the email and password errors', async () => {
    const res = await send('POST', '/api/player/register', {
      email: 'not-an-email',
      password: '123',
      password_confirmation: '456',
      currency: 'USD',
      agreements: true,
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      country: ['Value is required'],
      email: ['Value is not a valid email address'],
      password: ['This field should be at least 8 characters long'],
      password_confirmation: ['The value must be equal to the password value'],
    });
  });

  it('registration: a wrongly typed field keeps its own message beside the others', async () => {
    const res = await send('POST', '/api/player/register', {
      email: 'x@example.com',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
      currency: 'XXX',
      country: 42,
    });
    expect(res.statusCode).toBe(400);
    const fields = errorOf(res).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['agreements', 'country', 'currency']);
    expect(fields.country?.[0]).not.toBe('Value is required');
    expect(fields.agreements).toEqual(['Value is required']);
    expect(fields.currency).toEqual(['The selected value is not available']);
  });

  it('profile: an unknown key and a wrong type do not hide the bad values', async () => {
    const res = await send(
      'PUT',
      '/api/player/profile',
      { firstName: 'A', phone: '+49', receiveSmsPromo: 'yes', shoeSize: 44 },
      player.accessToken,
    );
    expect(res.statusCode).toBe(400);
    const fields = errorOf(res).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual([
      'firstName',
      'phone',
      'receiveSmsPromo',
      'shoeSize',
    ]);
    expect(fields.firstName).toEqual(['This field should be at least 2 characters long']);
  });

  it('password change: a missing field is named with the other bad ones', async () => {
    const res = await send(
      'PUT',
      '/api/player/passwords',
      { newPassword: 'short', repeatNewPassword: 'other' },
      player.accessToken,
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      currentPassword: ['Value is required'],
      newPassword: ['This field should be at least 8 characters long'],
      repeatNewPassword: ['The value must be equal to the newPassword value'],
    });
  });

  it('contact form: a missing message and a bad subject beside a bad email', async () => {
    const res = await send('POST', '/api/notification/communications', {
      firstName: 'Ana',
      email: 'nope',
      subject: 'weather',
    });
    expect(res.statusCode).toBe(400);
    const fields = errorOf(res).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'subject']);
    expect(fields.message).toEqual(['Value is required']);
    expect(fields.email).toEqual(['Value is not a valid email address']);
  });
});
