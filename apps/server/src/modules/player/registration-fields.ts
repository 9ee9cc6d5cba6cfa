import { type Db, SEED_PLAYER_FIELDS } from '@casino/db';
import {
  type AuditWriter,
  inOperatorChange,
  type OperatorChangeDeps,
  refuseChange,
} from '../../shared/operator-change.ts';
import { lockKey } from '../../shared/transaction.ts';
import { setSetting } from '../settings/service.ts';
import { type FieldSettings, getFieldSettings } from './fields.ts';

// Which registration fields are required: the back office's settings screen (docs/decisions/024).

const REGISTRATION_KEY = 'player.fields.registration';
/** Consent to promotional mail is never forced (it must be freely given). */
const NEVER_REQUIRED = new Set(['receiveEmailPromo']);
/** What every registration needs, whatever operators set. */
const ALWAYS_REQUIRED = new Set(
  Object.entries(SEED_PLAYER_FIELDS.registration)
    .filter(([, field]) => field.isRequired)
    .map(([name]) => name),
);

const isLocked = (name: string) => ALWAYS_REQUIRED.has(name) || NEVER_REQUIRED.has(name);

const toFieldList = (settings: FieldSettings) =>
  Object.entries(settings).map(([name, { isRequired }]) => ({
    name,
    isRequired: Boolean(isRequired),
    isLocked: isLocked(name),
  }));

export async function registrationFields(db: Db) {
  return { items: toFieldList(await getFieldSettings(db, 'registration')) };
}

/** Which optional registration fields are required; the site's form and the server follow. */
export function updateRegistrationFields(
  deps: OperatorChangeDeps,
  audit: AuditWriter,
  required: Record<string, boolean>,
) {
  return inOperatorChange(deps.db, async (tx) => {
    await lockKey(tx, REGISTRATION_KEY);
    const before = await getFieldSettings(tx, 'registration');
    for (const [name, value] of Object.entries(required)) {
      if (!(name in before)) {
        return refuseChange({ kind: 'invalid', field: name, message: `No such field: ${name}` });
      }
      if (isLocked(name) && before[name]?.isRequired !== value) {
        return refuseChange({ kind: 'invalid', field: name, message: `${name} cannot be changed` });
      }
    }
    const after: FieldSettings = Object.fromEntries(
      Object.entries(before).map(([name, field]) => [
        name,
        { ...field, isRequired: required[name] ?? field.isRequired },
      ]),
    );
    await setSetting(tx, REGISTRATION_KEY, after, deps.clock.now());
    await audit(tx, {
      action: 'settings.registration_fields',
      targetType: 'settings',
      targetId: REGISTRATION_KEY,
      before,
      after,
    });
    return { items: toFieldList(after) };
  });
}
