import { randomBytes } from 'node:crypto';
import {
  DEFAULT_MESSAGES,
  isValidCpf,
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
import { checkExtraFields, extraColumns, mergeBirthdate, storedAnswer } from './extra-fields.ts';
import { type Fields, invalidFields, type PlayerFailure } from './failures.ts';
import { askedFields, checkFields, getFieldSettings, NOT_AVAILABLE } from './fields.ts';
import { normalizeEmail, toProfileDetails } from './profile.ts';
import type { PlayerChanges, PlayerRow } from './repository.ts';
import * as repo from './repository.ts';
import type { SessionFactor } from './session-repository.ts';
import { loginResponse, type OpenedSession, openSession } from './session-service.ts';

type LoginResponse = z.infer<typeof LoginResponseSchema>;

const emptyToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** What a new account is made of, whether it signs in by password or through a provider. */
interface NewPlayerValues {
  email: string;
  currency: string;
  country: string;
  nickname?: string | undefined;
  locale?: string | undefined;
  bonusCode?: string | undefined;
  affiliateTag?: string | undefined;
  affiliateToken?: string | undefined;
  receiveEmailPromo?: boolean | undefined;
  /** A deposit limit chosen at sign-up (issue 15): set in the registration's transaction. */
  depositLimit?: { period: 'daily' | 'weekly' | 'monthly'; amount: number } | undefined;
  /** The registration gate's answer (docs/decisions/026). */
  registerAnswer?: string | undefined;
  /** Columns of the further profile fields (issue 18) the registration gave. */
  extra?: PlayerChanges | undefined;
}

/** The registration rules (field settings, enabled currency, open country) over these fields. */
async function checkRegistration(
  ctx: PlayerContext,
  values: Record<string, unknown>,
  fields: (names: string[]) => string[],
): Promise<Fields> {
  const settings = askedFields(
    await getFieldSettings(ctx.db, 'registration'),
    'registration',
    ctx.captcha,
  );
  const birth = mergeBirthdate(values);
  // The enabled fields, and any further field sent (it is stored, so it follows its rules too).
  const names = fields([...Object.keys(settings), ...Object.keys(values)]);
  const errors = { ...checkFields(birth.values, names, settings), ...birth.errors };
  Object.assign(errors, checkExtraFields(birth.values, errors, ctx.clock.now()));
  const { currency, country } = values;
  if (!errors.currency && typeof currency === 'string' && currency) {
    const enabled = await listCurrencies(ctx.db);
    if (!enabled.some((c) => c.code === currency)) errors.currency = [NOT_AVAILABLE];
  }
  if (!errors.country && typeof country === 'string' && country) {
    if (!(await isCountryAvailable(ctx.db, country))) errors.country = [NOT_AVAILABLE];
  }
  if (!errors.country && typeof country === 'string' && ctx.requiresCpf?.(country)) {
    // Brazil (issue 32): one CPF per person, asked of SIGAP before the account opens.
    const cpf = values.cpf_number;
    if (typeof cpf !== 'string' || cpf.trim() === '')
      errors.cpf_number = [DEFAULT_MESSAGES.required];
    else if (!isValidCpf(cpf)) errors.cpf_number = [DEFAULT_MESSAGES.cpf];
  }
  return errors;
}

/**
 * One account per person where the profile asks for a CPF (Brazil): a CPF another account holds
 * is refused like a taken email (409 `cpf_taken`).
 */
async function cpfTaken(ctx: PlayerContext, values: Record<string, unknown>) {
  const cpf = cpfDigits(values.cpf_number);
  const country = typeof values.country === 'string' ? values.country : '';
  if (!cpf || !ctx.requiresCpf?.(country) || !(await repo.isCpfTaken(ctx.db, cpf))) return null;
  return fail({
    kind: 'registration_refused' as const,
    status: 409,
    code: 'cpf_taken',
    message: 'An account with this CPF already exists; sign in to it instead',
  });
}

/**
 * The CPF of a sign-up that leaves for an identity provider (a social sign-up, issue 32): where
 * the country asks one, it must be there and valid, and no other account may hold it; checked
 * before the trip to the provider, as the registration form is. The register (SIGAP) is asked
 * when the account is made.
 */
export async function checkSignUpCpf(
  ctx: PlayerContext,
  values: { country?: string; cpf_number?: string | null },
): Promise<Result<null, PlayerFailure>> {
  const country = values.country ?? '';
  if (!country || !ctx.requiresCpf?.(country)) return ok(null);
  const cpf = values.cpf_number;
  if (typeof cpf !== 'string' || cpf.trim() === '') {
    return fail(invalidFields({ cpf_number: [DEFAULT_MESSAGES.required] }));
  }
  if (!isValidCpf(cpf)) return fail(invalidFields({ cpf_number: [DEFAULT_MESSAGES.cpf] }));
  return (await cpfTaken(ctx, values)) ?? ok(null);
}

/** A CPF as the registers ask it and the profile keeps it: its 11 digits. */
const cpfDigits = (value: unknown) =>
  typeof value === 'string' && isValidCpf(value) ? value.replace(/\D/g, '') : null;

/** The person the registration gate asks the self-exclusion registers about. */
function registrationPerson(values: Record<string, unknown>) {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : null;
  const { values: withBirth } = mergeBirthdate(values);
  return {
    email: String(values.email),
    country: text(values.country),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    dateOfBirth: text(withBirth.dateOfBirth),
    postcode: text(values.postalCode),
    cpf: cpfDigits(values.cpf_number),
  };
}

/**
 * Writes the player, the wallet account and the first session in one transaction; `also` runs
 * inside it (a linked identity). Null: the email was taken by a concurrent request.
 */
async function createPlayer(
  ctx: PlayerContext,
  values: NewPlayerValues,
  passwordHash: string,
  client: ClientInfo,
  options: {
    emailConfirmed: boolean;
    also?: (tx: Db, playerId: string) => Promise<void>;
    /** How the new session proves who the player is (a social sign-up: the provider). */
    factor?: SessionFactor;
  },
) {
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const player = await repo.insertPlayer(tx, {
      email: values.email,
      passwordHash,
      nickname: emptyToNull(values.nickname),
      currency: values.currency,
      country: values.country,
      language: emptyToNull(values.locale),
      bonusCode: emptyToNull(values.bonusCode),
      affiliateTag: emptyToNull(values.affiliateTag),
      affiliateToken: emptyToNull(values.affiliateToken),
      receiveEmailPromo: values.receiveEmailPromo ?? false,
      ...values.extra,
      agreementsAcceptedAt: now,
      emailConfirmedAt: options.emailConfirmed ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    if (!player) return null; // registered by a concurrent request since the check above
    await openAccount(tx, player.id, player.currency); // active account in the chosen currency
    await options.also?.(tx, player.id);
    await ctx.onRegistering?.(tx, player.id, {
      currency: player.currency,
      depositLimit: values.depositLimit,
      registerAnswer: values.registerAnswer,
    });
    const mail = options.emailConfirmed ? null : await confirmationMail(ctx, player, tx);
    return { player, mail, opened: await openSession(ctx, player, client, tx, options.factor) };
  });
  if (created?.mail) ctx.outbox.queue(created.mail); // after the commit: never a link to a rolled-back code
  if (created?.player.bonusCode && ctx.onBonusCode) {
    // Its outcome reaches the player on bonus:player-bonus-codes; registration stands either way.
    await ctx.onBonusCode(created.player.id, created.player.bonusCode).catch(() => {});
  }
  return created;
}

/** Every bad field of a registration body (also one that failed its schema). */
export function checkRegistrationForm(
  ctx: PlayerContext,
  body: Record<string, unknown>,
): Promise<Fields> {
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : body.email;
  return checkRegistration(ctx, { ...body, email }, (names) => names);
}

/**
 * The registration's captcha answer verified by CAPTCHA_PROVIDER where the field settings ask
 * it (captcha.ts); null when it passed or is not asked.
 */
async function checkCaptcha(
  ctx: PlayerContext,
  answer: unknown,
  remoteIp: string | null,
): Promise<Fields | null> {
  const { captcha } = ctx;
  if (!captcha) return null;
  const settings = await getFieldSettings(ctx.db, 'registration');
  if (!('captcha' in settings)) return null;
  if (typeof answer !== 'string' || answer === '') {
    return settings.captcha?.isRequired ? { captcha: ['Value is required'] } : null;
  }
  try {
    if (await captcha.verify(answer, remoteIp)) return null;
    return { captcha: ['Please confirm that you are not a robot'] };
  } catch {
    return { captcha: ['The check could not be completed. Please try again'] };
  }
}

/** Registers and logs in at once; mails the email confirmation link. */
export async function register(
  ctx: PlayerContext,
  request: RegisterRequest,
  client: ClientInfo,
): Promise<Result<LoginResponse, PlayerFailure>> {
  const values = { ...request, email: normalizeEmail(request.email) };
  const errors = await checkRegistrationForm(ctx, values);
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));
  // The captcha answer is asked of its provider last: a widget answer is good once, so it is
  // spent only on a form that is otherwise right.
  const robot = await checkCaptcha(ctx, values.captcha, client.ip);
  if (robot) return fail(invalidFields(robot));
  if (await repo.findPlayerByEmail(ctx.db, values.email)) return fail({ kind: 'email_taken' });
  const taken = await cpfTaken(ctx, values);
  if (taken) return taken;
  const gate = await ctx.registrationGate?.(registrationPerson(values));
  if (gate && !gate.allowed) return fail({ kind: 'registration_refused', ...gate });

  const passwordHash = await ctx.passwords.hash(values.password);
  const registerAnswer = gate?.answer;
  const { values: withBirth } = mergeBirthdate(trimChanges(request));
  const extra = {
    ...(await extraColumns(withBirth, ctx.passwords)),
    ...nameColumns(withBirth),
    ...(typeof withBirth.dateOfBirth === 'string' ? { dateOfBirth: withBirth.dateOfBirth } : {}),
    ...(cpfDigits(request.cpf_number) ? { cpfNumber: cpfDigits(request.cpf_number) } : {}),
  };
  const registered = await createPlayer(
    ctx,
    { ...values, registerAnswer, extra },
    passwordHash,
    client,
    {
      emailConfirmed: false,
    },
  );
  if (!registered) return fail({ kind: 'email_taken' });
  return ok(await loginResponse(ctx, registered.player, registered.opened, true));
}

/** The names a sign-up gave, trimmed (none: the profile asks them later). */
const nameColumns = ({ firstName, lastName }: { firstName?: unknown; lastName?: unknown }) => ({
  ...(typeof firstName === 'string' ? { firstName } : {}),
  ...(typeof lastName === 'string' ? { lastName } : {}),
});

/** A sign-up an identity provider vouches for: the registration's choices without a password. */
export interface VouchedSignUp extends Omit<NewPlayerValues, 'email'> {
  agreements: boolean;
  /** Where the country asks one (Brazil). */
  cpf_number?: string | null;
}

/**
 * Registers a player whose email an identity provider gave (docs/decisions/029): the same rules
 * as a registration, less the password fields; the account gets an unusable random password
 * (a password reset sets one). `link` writes the identity in the same transaction.
 */
export async function registerVouched(
  ctx: PlayerContext,
  provider: { email: string; emailVerified: boolean },
  signUp: VouchedSignUp,
  client: ClientInfo,
  link: (tx: Db, playerId: string) => Promise<void>,
): Promise<Result<{ player: PlayerRow; opened: OpenedSession }, PlayerFailure>> {
  const values = { ...signUp, email: normalizeEmail(provider.email) };
  const errors = await checkRegistration(ctx, values, (names) =>
    names.filter((name) => name !== 'password' && name !== 'password_confirmation'),
  );
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));
  if (await repo.findPlayerByEmail(ctx.db, values.email)) return fail({ kind: 'email_taken' });
  const taken = await cpfTaken(ctx, values);
  if (taken) return taken;
  const gate = await ctx.registrationGate?.(registrationPerson(values));
  if (gate && !gate.allowed) return fail({ kind: 'registration_refused', ...gate });
  const passwordHash = await ctx.passwords.hash(randomBytes(32).toString('base64url'));
  const registerAnswer = gate?.answer;
  const cpfNumber = cpfDigits(values.cpf_number);
  const extra = cpfNumber ? { cpfNumber } : undefined;
  const created = await createPlayer(
    ctx,
    { ...values, registerAnswer, extra },
    passwordHash,
    client,
    {
      emailConfirmed: provider.emailVerified,
      also: link,
      factor: 'social',
    },
  );
  if (!created) return fail({ kind: 'email_taken' });
  return ok({ player: created.player, opened: created.opened });
}

/** The player with this email (any case), for the social login's account checks. */
export async function findPlayerForEmail(db: Db, email: string): Promise<PlayerRow | null> {
  return (await repo.findPlayerByEmail(db, normalizeEmail(email))) ?? null;
}

/** The player by id (social login: the identity's account). */
export async function findPlayer(db: Db, id: string): Promise<PlayerRow | null> {
  return (await repo.findPlayerById(db, id)) ?? null;
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

/** The profile's own columns of a change (the further fields map through extraColumns). */
function pickProfileColumns(changes: UpdateProfileRequest): PlayerChanges {
  const { nickname, firstName, lastName, gender, dateOfBirth, phone, country, state, city } =
    changes;
  const { address, postalCode, timeZone, language, receiveEmailPromo, receiveSmsPromo } = changes;
  const { freshchatRestoreId } = changes;
  const columns = {
    nickname,
    firstName,
    lastName,
    gender,
    dateOfBirth,
    phone,
    country,
    state,
    city,
    address,
    postalCode,
    timeZone,
    language,
    receiveEmailPromo,
    receiveSmsPromo,
    freshchatRestoreId,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as PlayerChanges;
}

/** The request's texts trimmed, '' as null (clears the field). */
const trimChanges = (request: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(request).map(([key, value]) => [
      key,
      typeof value === 'string' || value === null ? emptyToNull(value) : value,
    ]),
  ) as UpdateProfileRequest;

/** The field rules over the profile after these changes, then the settings lists' values. */
async function checkProfile(
  ctx: PlayerContext,
  player: PlayerRow,
  changes: UpdateProfileRequest,
): Promise<Fields> {
  const birth = mergeBirthdate(changes);
  const merged: Record<string, unknown> = {
    ...toProfileDetails(player),
    securityAnswer: storedAnswer(player),
    ...birth.values,
  };
  const settings = askedFields(await getFieldSettings(ctx.db, 'profile'), 'profile', null);
  // The chat widget saving its restore id alone is not the player editing the profile form.
  const isWidgetOnly = Object.keys(changes).every((key) => key === 'freshchatRestoreId');
  const required = isWidgetOnly
    ? []
    : Object.keys(settings).filter((name) => settings[name]?.isRequired);
  const errors = checkFields(merged, [...Object.keys(changes), ...required], settings);
  // The derived age counts as given for the required check; only a sent one is compared.
  const sent = { ...merged, age: changes.age };
  Object.assign(errors, birth.errors, checkExtraFields(sent, errors, ctx.clock.now()));
  const choices = await checkChoices(ctx, changes);
  for (const [field, messages] of Object.entries(choices)) errors[field] ??= messages;
  return errors;
}

/** Every bad field of a profile change body (also one that failed its schema). */
export async function checkProfileForm(
  ctx: PlayerContext,
  playerId: string,
  body: Record<string, unknown>,
): Promise<Fields> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  return player ? checkProfile(ctx, player, trimChanges(body)) : {};
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
  const changes = trimChanges(request);

  const errors = await checkProfile(ctx, player, changes);
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));

  const { values } = mergeBirthdate(changes);
  const { cpf_number: cpfNumber, ...rest } = values as UpdateProfileRequest;
  const updated = await repo.updatePlayer(ctx.db, playerId, {
    ...pickProfileColumns(rest),
    ...(await extraColumns(values, ctx.passwords)),
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

/** Operator tools (support queue, verification alerts): how to reach these players, by id. */
export async function findPlayerContacts(db: Db, ids: string[]) {
  const rows = await repo.findPlayerContacts(db, [...new Set(ids)]);
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/**
 * The names public lists (latest winners) show for these players, by id: the nickname, else a
 * masked id (docs/product/constants.md#public-name); nothing derived from the email.
 */
export async function findPublicNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await repo.findPlayerNicknames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, publicName(row)]));
}
