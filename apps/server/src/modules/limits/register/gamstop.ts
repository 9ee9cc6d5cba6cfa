import type {
  RegisterAnswer,
  RegisterFetch,
  RegisterPerson,
  SelfExclusionRegister,
} from './types.ts';

const ANSWERS: Record<string, RegisterAnswer> = {
  Y: 'excluded',
  N: 'not_excluded',
  P: 'previously',
};

/**
 * A GAMSTOP-style HTTP register: POST `url` with the API key in `X-API-Key` and the person as
 * form fields (firstName, lastName, dateOfBirth, email, postcode); the answer is the
 * `X-Exclusion` header: Y excluded, N not, P previously. Anything else throws.
 */
export function httpRegister(options: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  /** Unset: globalThis.fetch (the sandbox twin hands its own, docs/product/jurisdictions.md). */
  fetch?: RegisterFetch;
}): SelfExclusionRegister {
  const send: RegisterFetch = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: 'gamstop',
    async check(person: RegisterPerson): Promise<RegisterAnswer> {
      const body = new URLSearchParams({
        firstName: person.firstName ?? '',
        lastName: person.lastName ?? '',
        dateOfBirth: person.dateOfBirth ?? '',
        email: person.email,
        postcode: person.postcode ?? '',
      });
      const res = await withTimeout(
        send(options.url, {
          method: 'POST',
          headers: {
            'x-api-key': options.apiKey,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: body.toString(),
        }),
        options.timeoutMs,
      );
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`self-exclusion register answered ${res.status}`);
      const answer = ANSWERS[res.headers.get('x-exclusion')?.trim().toUpperCase() ?? ''];
      if (!answer) throw new Error('self-exclusion register gave no X-Exclusion answer');
      return answer;
    },
  };
}

/** A register that does not answer in `ms` (5 s unless told) counts as unavailable. */
export function withTimeout<T>(pending: Promise<T>, ms = 5000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`self-exclusion register: no answer in ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}
