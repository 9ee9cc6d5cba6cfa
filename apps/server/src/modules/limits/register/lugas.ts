import { withTimeout } from './gamstop.ts';
import type { RegisterFetch, RegisterPerson } from './types.ts';

/**
 * Germany's LUGAS (Länderübergreifendes Glücksspielaufsichtssystem; GlüStV 2021 § 6c-6h), the
 * cross-operator file every German online casino licence reports to (issue 32): one monthly
 * deposit limit per person across all operators (the person's own, at most €1,000 unless raised
 * by the authority), the deposits every operator made under it, and the activity file that lets a
 * person play with one operator at a time. Amounts are EUR cents, months calendar months.
 *
 * The adapter speaks JSON over HTTP with its API key (`X-API-Key`), POST `url` + `/limit`,
 * `/standing`, `/deposits`, `/sessions`; the sandbox twin (lugas-twin.ts) answers the same
 * requests from its own tables. The person is sent as OASIS is asked (name, date of birth,
 * email, postcode).
 */
export interface CrossOperatorStanding {
  /** The monthly deposit limit in force across operators. */
  limit: number;
  /** Deposited this month with every operator (this one included). */
  deposited: number;
  /** What the person may still deposit this month, anywhere. */
  remaining: number;
}

export interface CrossOperatorFile {
  name: 'lugas';
  /**
   * Registers the person's own monthly deposit limit (null: they set none: the statutory
   * maximum); answers the limit in force across operators.
   */
  registerLimit(person: RegisterPerson, monthlyLimit: number | null): Promise<{ limit: number }>;
  /** This month's limit in force, deposits and room across operators. */
  standing(person: RegisterPerson): Promise<CrossOperatorStanding>;
  /** A credited deposit, once per `reference` (a second report of it changes nothing). */
  reportDeposit(
    person: RegisterPerson,
    deposit: { reference: string; amount: number; at: Date },
  ): Promise<void>;
  /** The activity file at sign-in: a session starts here, unless one runs with another operator. */
  startSession(person: RegisterPerson): Promise<'started' | 'active_elsewhere'>;
}

interface Options {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  /** Unset: globalThis.fetch (the sandbox twin hands its own). */
  fetch?: RegisterFetch;
}

const personOf = (person: RegisterPerson) => ({
  firstName: person.firstName ?? '',
  lastName: person.lastName ?? '',
  dateOfBirth: person.dateOfBirth ?? '',
  email: person.email,
  postcode: person.postcode ?? '',
});

const cents = (value: unknown, what: string) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`LUGAS gave no ${what}`);
  }
  return value;
};

export function lugasFile(options: Options): CrossOperatorFile {
  const send: RegisterFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const post = async (path: string, body: object): Promise<Record<string, unknown>> => {
    const res = await withTimeout(
      send(`${options.url}${path}`, {
        method: 'POST',
        headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      options.timeoutMs,
    );
    if (!res.ok) {
      await res.arrayBuffer();
      throw new Error(`LUGAS answered ${res.status}`);
    }
    const answer: unknown = await res.json();
    if (!answer || typeof answer !== 'object') throw new Error('LUGAS gave no answer');
    return answer as Record<string, unknown>;
  };
  return {
    name: 'lugas',
    async registerLimit(person, monthlyLimit) {
      const answer = await post('/limit', { person: personOf(person), monthlyLimit });
      return { limit: cents(answer.limitInForce, 'limit in force') };
    },
    async standing(person) {
      const answer = await post('/standing', { person: personOf(person) });
      return {
        limit: cents(answer.limitInForce, 'limit in force'),
        deposited: cents(answer.deposited, 'deposits'),
        remaining: cents(answer.remaining, 'remaining amount'),
      };
    },
    async reportDeposit(person, deposit) {
      const answer = await post('/deposits', {
        person: personOf(person),
        reference: deposit.reference,
        amount: deposit.amount,
        at: deposit.at.toISOString(),
      });
      if (answer.recorded !== true) throw new Error('LUGAS did not record the deposit');
    },
    async startSession(person) {
      const { session } = await post('/sessions', { person: personOf(person) });
      if (session === 'started' || session === 'active_elsewhere') return session;
      throw new Error('LUGAS gave no session answer');
    },
  };
}
