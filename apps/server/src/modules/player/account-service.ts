import {
  type LoginResponseSchema,
  type ProfileDetails,
  publicName,
  type RegisterRequest,
  type UpdateProfileRequest,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import type { z } from 'zod';
import { fail, ok, type Result } from '../../shared/result.ts';
import {
  getSetting,
  isCountryAvailable,
  listCurrencies,
  listLocales,
} from '../settings/service.ts';
import { openAccount } from '../wallet/service.ts';
import type { ClientInfo, PlayerContext } from './context.ts';
import { confirmationMail } from './email-service.ts';
import { type Fields, invalidFields, type PlayerFailure } from './failures.ts';
import { checkFields, getFieldSettings, NOT_AVAILABLE } from './fields.ts';
import { normalizeEmail, toProfileDetails } from './profile.ts';
import * as repo from './repository.ts';
import { loginResponse, openSession } from './session-service.ts';

type LoginResponse = z.infer<typeof LoginResponseSchema>;

const emptyToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Registers and logs in at once; mails the email confirmation link. */
export async function register(
  ctx: PlayerContext,
  request: RegisterRequest,
  client: ClientInfo,
): Promise<Result<LoginResponse, PlayerFailure>> {
  const values = { ...request, email: normalizeEmail(request.email) };
  const settings = await getFieldSettings(ctx.db, 'registration');
  const errors = checkFields(values, Object.keys(settings), settings);
  if (!errors.currency && values.currency) {
    const enabled = await listCurrencies(ctx.db);
    if (!enabled.some((c) => c.code === values.currency)) errors.currency = [NOT_AVAILABLE];
  }
  if (!errors.country && values.country && !(await isCountryAvailable(ctx.db, values.country))) {
    errors.country = [NOT_AVAILABLE];
  }
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));
  if (await repo.findPlayerByEmail(ctx.db, values.email)) return fail({ kind: 'email_taken' });

  const now = ctx.clock.now();
  const passwordHash = await ctx.passwords.hash(values.password);
  const registered = await ctx.db.transaction(async (tx) => {
    const player = await repo.insertPlayer(tx, {
      email: values.email,
      passwordHash,
      nickname: emptyToNull(values.nickname),
      currency: values.currency,
      country: values.country,
      language: emptyToNull(values.locale),
      bonusCode: emptyToNull(values.bonusCode),
      affiliateTag: emptyToNull(values.affiliateTag),
      receiveEmailPromo: values.receiveEmailPromo ?? false,
      agreementsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!player) return null; // registered by a concurrent request since the check above
    await openAccount(tx, player.id, player.currency); // active account in the chosen currency
    const mail = await confirmationMail(ctx, player, tx);
    return { player, mail, opened: await openSession(ctx, player, client, tx) };
  });
  if (!registered) return fail({ kind: 'email_taken' });
  ctx.outbox.queue(registered.mail); // after the commit: never a link to a rolled-back code
  if (registered.player.bonusCode && ctx.onBonusCode) {
    // Its outcome reaches the player on bonus:player-bonus-codes; registration stands either way.
    await ctx.onBonusCode(registered.player.id, registered.player.bonusCode).catch(() => {});
  }
  return ok(await loginResponse(ctx, registered.player, registered.opened, true));
}

export async function getProfile(ctx: PlayerContext, playerId: string): Promise<ProfileDetails> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (!player) throw new Error(`authenticated player ${playerId} not found`);
  return toProfileDetails(player);
}

/** Values of settings lists the profile form offers, checked after the field rules. */
async function checkChoices(ctx: PlayerContext, changes: UpdateProfileRequest): Promise<Fields> {
  const errors: Fields = {};
  if (changes.country && !(await isCountryAvailable(ctx.db, changes.country))) {
    errors.country = [NOT_AVAILABLE];
  }
  if (changes.language) {
    const locales = await listLocales(ctx.db);
    if (!locales.some((l) => l.code === changes.language)) errors.language = [NOT_AVAILABLE];
  }
  if (changes.timeZone) {
    const zones = (await getSetting<string[]>(ctx.db, 'player.timeZone')) ?? [];
    if (!zones.includes(changes.timeZone)) errors.timeZone = [NOT_AVAILABLE];
  }
  return errors;
}

/**
 * Changes the fields present in the request (null or '' clears one); email and password are
 * not part of the profile. Every present field and every required one is checked first.
 */
export async function updateProfile(
  ctx: PlayerContext,
  playerId: string,
  request: UpdateProfileRequest,
): Promise<Result<ProfileDetails, PlayerFailure>> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (!player) throw new Error(`authenticated player ${playerId} not found`);
  const changes = Object.fromEntries(
    Object.entries(request).map(([key, value]) => [
      key,
      typeof value === 'string' || value === null ? emptyToNull(value) : value,
    ]),
  ) as UpdateProfileRequest;

  const current = toProfileDetails(player);
  const merged: Record<string, unknown> = { ...current, ...changes };
  const settings = await getFieldSettings(ctx.db, 'profile');
  const required = Object.keys(settings).filter((name) => settings[name]?.isRequired);
  const errors = checkFields(merged, [...Object.keys(changes), ...required], settings);
  const choices = await checkChoices(ctx, changes);
  for (const [field, messages] of Object.entries(choices)) errors[field] ??= messages;
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));

  const { cpf_number: cpfNumber, ...rest } = changes;
  const updated = await repo.updatePlayer(ctx.db, playerId, {
    ...rest,
    ...(cpfNumber !== undefined ? { cpfNumber } : {}),
    updatedAt: ctx.clock.now(),
  });
  return ok(toProfileDetails(updated!));
}

/** Operator tools: the id of the player with this email (any case), or null. */
export async function findPlayerIdByEmail(db: Db, email: string): Promise<string | null> {
  return (await repo.findPlayerByEmail(db, normalizeEmail(email)))?.id ?? null;
}

/** Operator tools: the emails of these players, by id. */
export async function findPlayerEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await repo.findPlayerEmails(db, ids);
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * The names public lists (latest winners) show for these players, by id: the nickname, else a
 * masked id (docs/product/constants.md#public-name); nothing derived from the email.
 */
export async function findPublicNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await repo.findPlayerNicknames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, publicName(row)]));
}
