import {
  checkForm,
  DEFAULT_MESSAGES,
  FIELD_RULES,
  type FieldValidations,
  type Rule,
} from '@casino/contracts';
import { type Db, SEED_PLAYER_FIELDS } from '@casino/db';
import { getSetting } from '../settings/service.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { Fields } from './failures.ts';

/** Fields that set a new password: these must not be common ones. */
const NEW_PASSWORD_FIELDS = ['password', 'newPassword'];

export type Scenario = 'registration' | 'profile';
export type FieldSettings = Record<string, { isRequired: boolean }>;

/**
 * The fields of a form and which are required, as operators set them in settings_entries
 * (`player.fields.<scenario>`); the seeded defaults if the entry is missing.
 */
export async function getFieldSettings(db: Db, scenario: Scenario): Promise<FieldSettings> {
  const stored = await getSetting<FieldSettings>(db, `player.fields.${scenario}`);
  return stored && typeof stored === 'object' ? stored : SEED_PLAYER_FIELDS[scenario];
}

/**
 * The fields a form asks: `captcha` only on the registration and only with a captcha provider
 * (CAPTCHA_PROVIDER); without one the setting is ignored, as no widget could answer it.
 */
export function askedFields(
  settings: FieldSettings,
  scenario: Scenario,
  captcha: CaptchaVerifier | null | undefined,
): FieldSettings {
  if (!('captcha' in settings) || (scenario === 'registration' && captcha)) return settings;
  const { captcha: _ignored, ...rest } = settings;
  return rest;
}

/** What GET /api/player/fields/validations answers: each field's required flag and rules. */
export async function getFieldValidations(
  db: Db,
  scenario: Scenario,
  captcha?: CaptchaVerifier | null,
): Promise<FieldValidations> {
  const settings = await askedFields(await getFieldSettings(db, scenario), scenario, captcha);
  const rules = FIELD_RULES as Record<string, Rule[]>;
  return {
    scenario,
    fields: Object.fromEntries(
      Object.entries(settings).map(([name, { isRequired }]) => [
        name,
        {
          isRequired: Boolean(isRequired),
          rules: rules[name] ?? [],
          ...(name === 'captcha' && captcha ? { widget: captcha.widget } : {}),
        },
      ]),
    ),
  };
}

/**
 * Checks `names` of `values` with the shared rules (docs/product/validation.md#field-rules) and the
 * required flags of `settings`; returns field → messages of the failing ones.
 */
export function checkFields(
  values: Record<string, unknown>,
  names: Iterable<string>,
  settings: FieldSettings,
): Fields {
  const fields = Object.fromEntries(
    [...new Set(names)].map((name) => [name, { isRequired: settings[name]?.isRequired ?? false }]),
  );
  const errors = checkForm(values, fields);
  for (const name of NEW_PASSWORD_FIELDS) {
    const value = values[name];
    if (name in fields && !errors[name] && typeof value === 'string' && isCommonPassword(value)) {
      errors[name] = [DEFAULT_MESSAGES.commonPassword];
    }
  }
  return errors;
}

export const NOT_AVAILABLE = 'The selected value is not available';
