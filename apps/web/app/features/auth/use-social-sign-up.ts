import type { SocialSignUp } from '@casino/contracts';
import { socialApi } from '@casino/contracts/api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call } from '../../lib/api';
import { session } from '../../lib/session/session-store';
import { useAlertText } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useStartSocialLogin } from './use-social';

/**
 * The provider whose identity waits for its account (a sign-in that found none, issue 29): the
 * server keeps the identity sealed; the register form finishes it without a second trip.
 */
const PENDING = 'socialSignUpPending';
/** The server keeps the identity ten minutes (ADR 029); the notice goes with it. */
const PENDING_MS = 10 * 60_000;

export function keepPendingSignUp(providerId: string) {
  try {
    sessionStorage.setItem(PENDING, JSON.stringify({ providerId, at: Date.now() }));
  } catch {
    // No storage: the form goes through the provider again.
  }
}

function readPending(): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as {
      providerId?: unknown;
      at?: unknown;
    } | null;
    const isFresh = typeof kept?.at === 'number' && Date.now() - kept.at < PENDING_MS;
    return isFresh && typeof kept?.providerId === 'string' ? kept.providerId : null;
  } catch {
    return null;
  }
}

function clearPending() {
  try {
    sessionStorage.removeItem(PENDING);
  } catch {
    // Nothing was kept.
  }
}

/** A kept identity the server no longer has (used, or older than ten minutes). */
const isGone = (error: unknown) =>
  error instanceof ApiError && ['missing_transaction', 'timeout'].includes(String(error.code));

/**
 * The register form's social sign-up: the identity kept from the sign-in becomes the account
 * with the form's choices in one call; otherwise (or when it is gone) off to the provider.
 */
export function useSocialSignUp() {
  const alert = useAlertText();
  const [pending, setPending] = useState(readPending);
  const start = useStartSocialLogin();
  const finish = useMutation({
    mutationFn: (signUp: SocialSignUp) => call(socialApi.signUp, { body: signUp }),
  });
  const signUpWith = async (
    input: { providerId: string; target: string; signUp: SocialSignUp },
    onError: (error: unknown) => void,
  ) => {
    if (pending !== input.providerId) return start.mutate(input, { onError });
    try {
      const reply = await finish.mutateAsync(input.signUp);
      clearPending();
      session.signIn(reply.profile);
      const welcome = alert('profile.successRegistration');
      ui.toast({
        kind: 'success',
        title: welcome.title ?? welcome.text,
        text: welcome.title && welcome.text,
      });
    } catch (error) {
      if (!isGone(error)) return onError(error);
      clearPending();
      setPending(null);
      start.mutate(input, { onError });
    }
  };
  const busyId = finish.isPending
    ? pending
    : start.isPending || start.isSuccess
      ? (start.variables?.providerId ?? null)
      : null;
  return { pending, signUpWith, busyId };
}
