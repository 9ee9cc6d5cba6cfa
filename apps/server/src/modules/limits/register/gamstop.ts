import type { RegisterAnswer, RegisterPerson, SelfExclusionRegister } from './types.ts';

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
}): SelfExclusionRegister {
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
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'x-api-key': options.apiKey,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`self-exclusion register answered ${res.status}`);
      const answer = ANSWERS[res.headers.get('x-exclusion')?.trim().toUpperCase() ?? ''];
      if (!answer) throw new Error('self-exclusion register gave no X-Exclusion answer');
      return answer;
    },
  };
}
