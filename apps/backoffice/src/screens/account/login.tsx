import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Me } from '../../app/operator.ts';
import { ApiError, backofficeApi, call } from '../../lib/api.ts';
import { NewPasswordFields, readNewPassword } from './password.tsx';

type Step =
  | { kind: 'password' }
  | { kind: 'setup'; token: string }
  | { kind: 'enrol'; secret: string; qrSvg: string }
  | { kind: 'verify' }
  | { kind: 'codes'; codes: string[]; me: Me };

const SPENT_SETUP_LINK =
  'This setup link was used already or has expired. Sign in with the password chosen through it, or ask for a new link.';

const message = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong, try again';

/** The one-time setup secret of `operators create-admin` (`/backoffice/#setup=…`), if any. */
function setupTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('setup');
}

/**
 * Password, then TOTP: enrolment with a QR code at the first login, a code afterwards. A
 * CLI-made admin's setup link first chooses the password (docs/decisions/015).
 */
export function Login({
  onSignedIn,
  notice,
}: {
  onSignedIn: (me: Me) => void;
  /** What the sign-in form says first (a password just chosen through a reset link). */
  notice?: string | null;
}) {
  const [step, setStep] = useState<Step>(() => {
    const token = setupTokenOf(window.location.hash);
    return token ? { kind: 'setup', token } : { kind: 'password' };
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  // The setup link opened in a tab already on the sign-in form changes only the fragment.
  useEffect(() => {
    const onHash = () => {
      const token = setupTokenOf(window.location.hash);
      if (token) {
        setError(null);
        setStep({ kind: 'setup', token });
      }
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // Each next step's first field takes the focus its button had (else a keyboard or screen
  // reader user is left at the top of the page); the first step's is left to the person.
  const card = useRef<HTMLDivElement>(null);
  const shownKind = useRef(step.kind);
  useEffect(() => {
    if (shownKind.current === step.kind) return;
    shownKind.current = step.kind;
    card.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [step.kind]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const { next } = await call(backofficeApi.login, {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
      });
      if (next === 'verify') setStep({ kind: 'verify' });
      else {
        const enrolment = await call(backofficeApi.startTotpEnrolment);
        setStep({ kind: 'enrol', secret: enrolment.secret, qrSvg: enrolment.qrSvg });
      }
    });
  };

  const submitSetup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'setup') return;
    const next = readNewPassword(new FormData(event.currentTarget), 'password');
    if ('error' in next) {
      setError(next.error);
      return;
    }
    void run(async () => {
      try {
        await call(backofficeApi.completeSetup, {
          body: { token: step.token, password: next.password },
        });
      } catch (e) {
        // A spent or expired link: no second try here, the sign-in form instead.
        if (e instanceof ApiError && e.code === 'invalid_setup_token') {
          window.history.replaceState(null, '', window.location.pathname);
          setStep({ kind: 'password' });
          throw new ApiError(e.status, e.code, SPENT_SETUP_LINK, e.fields);
        }
        throw e;
      }
      // The secret is spent: keep it out of the address bar and history.
      window.history.replaceState(null, '', window.location.pathname);
      const enrolment = await call(backofficeApi.startTotpEnrolment);
      setStep({ kind: 'enrol', secret: enrolment.secret, qrSvg: enrolment.qrSvg });
    });
  };

  const submitEnrol = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    void run(async () => {
      const { recoveryCodes } = await call(backofficeApi.confirmTotpEnrolment, { body: { code } });
      setStep({ kind: 'codes', codes: recoveryCodes, me: await call(backofficeApi.me) });
    });
  };

  const submitVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code')).trim();
    void run(async () => {
      onSignedIn(
        await call(backofficeApi.verifyTotp, {
          body: useRecovery ? { recoveryCode: value } : { code: value },
        }),
      );
    });
  };

  return (
    <main className="login">
      <div className="card login-card" ref={card}>
        <h1>{step.kind === 'setup' ? 'Choose your password' : 'Back office'}</h1>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {notice && !error && step.kind === 'password' && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        {step.kind === 'password' && (
          <form onSubmit={submitPassword}>
            <label>
              Email
              <input name="email" type="email" autoComplete="username" required />
            </label>
            <label>
              Password
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            <button type="submit" className="primary" disabled={busy}>
              Continue
            </button>
          </form>
        )}
        {step.kind === 'setup' && (
          <form onSubmit={submitSetup}>
            <p className="intro">
              Your admin account is ready. Choose its password (at least 12 characters); you then
              enrol an authenticator app.
            </p>
            <NewPasswordFields name="password" label="New password" />
            <button type="submit" className="primary" disabled={busy}>
              Set password
            </button>
          </form>
        )}
        {step.kind === 'enrol' && (
          <form onSubmit={submitEnrol}>
            <p>
              Scan this code with an authenticator app (or type the key), then enter the six digits
              it shows.
            </p>
            <img
              className="qr"
              alt="QR code of the authenticator key"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qrSvg)}`}
            />
            <p className="secret">
              Key: <code data-testid="totp-secret">{step.secret}</code>
            </p>
            <label>
              Code
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                required
              />
            </label>
            <button type="submit" className="primary" disabled={busy}>
              Enrol
            </button>
          </form>
        )}
        {step.kind === 'codes' && (
          <div>
            <p>
              Keep these recovery codes somewhere safe. Each signs you in once if you lose the app.
              They are not shown again.
            </p>
            <ul className="codes" data-testid="recovery-codes">
              {step.codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
            <button type="button" className="primary" onClick={() => onSignedIn(step.me)}>
              I have saved them
            </button>
          </div>
        )}
        {step.kind === 'verify' && (
          <form onSubmit={submitVerify}>
            <label>
              {useRecovery ? 'Recovery code' : 'Code from your authenticator app'}
              <input name="code" autoComplete="one-time-code" required />
            </label>
            <button type="submit" className="primary" disabled={busy}>
              Sign in
            </button>
            <button type="button" className="link" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use the app code' : 'Use a recovery code'}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
