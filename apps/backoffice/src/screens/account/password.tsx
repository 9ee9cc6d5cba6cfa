import { type FormEvent, useState } from 'react';
import { ApiError, backofficeApi, call } from '../../lib/api.ts';

// The operator's own password: changed with the current one, or chosen through the one-time
// link mailed after an admin reset the second factor (docs/decisions/023).

const MIN_LENGTH = 12;

const message = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fields)[0]?.[0] ?? error.message)
    : 'Something went wrong, try again';

/** The one-time token of a reset link (`/backoffice/#reset=…`), or null. */
export const resetTokenOf = (hash: string) => hash.match(/^#reset=([\w-]{20,100})$/)?.[1] ?? null;

/** Two password fields that must match; returns the new password or an error. */
export function readNewPassword(
  form: FormData,
  name: string,
): { password: string } | { error: string } {
  const password = String(form.get(name));
  if (password !== String(form.get(`${name}Again`))) return { error: 'The passwords differ' };
  return { password };
}

export function NewPasswordFields({ name, label }: { name: string; label: string }) {
  return (
    <>
      <label>
        {label}
        <input
          name={name}
          type="password"
          autoComplete="new-password"
          minLength={MIN_LENGTH}
          required
        />
      </label>
      <label>
        {label} again
        <input
          name={`${name}Again`}
          type="password"
          autoComplete="new-password"
          minLength={MIN_LENGTH}
          required
        />
      </label>
    </>
  );
}

/** "My password": the current one and a new one; the operator's other sessions end. */
export function ChangePassword() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const next = readNewPassword(form, 'newPassword');
    setDone(false);
    if ('error' in next) {
      setError(next.error);
      return;
    }
    setBusy(true);
    setError(null);
    call(backofficeApi.changeOwnPassword, {
      body: { currentPassword: String(form.get('currentPassword')), newPassword: next.password },
    })
      .then(() => {
        formElement.reset();
        setDone(true);
      })
      .catch((e: unknown) => setError(message(e)))
      .finally(() => setBusy(false));
  };
  return (
    <section>
      <h2>My password</h2>
      <form className="card narrow" onSubmit={submit}>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="notice" role="status">
            Password changed. Your other sessions were signed out.
          </p>
        )}
        <label>
          Current password
          <input name="currentPassword" type="password" autoComplete="current-password" required />
        </label>
        <NewPasswordFields name="newPassword" label="New password" />
        <button type="submit" className="primary" disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  );
}

/** The page of a reset link: choose a new password, then sign in and enrol the app again. */
export function ResetPassword({ token, onDone }: { token: string; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = readNewPassword(new FormData(event.currentTarget), 'password');
    if ('error' in next) {
      setError(next.error);
      return;
    }
    setBusy(true);
    setError(null);
    call(backofficeApi.completePasswordReset, { body: { token, password: next.password } })
      .then(onDone)
      .catch((e: unknown) => setError(message(e)))
      .finally(() => setBusy(false));
  };
  return (
    <main className="login">
      <div className="card login-card">
        <h1>Choose a new password</h1>
        <p>
          An admin reset your second factor. Choose a new password; at your next sign-in you enrol
          your authenticator app again.
        </p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <form onSubmit={submit}>
          <NewPasswordFields name="password" label="New password" />
          <button type="submit" className="primary" disabled={busy}>
            Save password
          </button>
        </form>
      </div>
    </main>
  );
}
