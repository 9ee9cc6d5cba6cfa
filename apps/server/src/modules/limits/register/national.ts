import { withTimeout } from './gamstop.ts';
import type {
  RegisterAnswer,
  RegisterFetch,
  RegisterPerson,
  SelfExclusionRegister,
} from './types.ts';

/**
 * The national registers beside GAMSTOP (gamstop.ts), one adapter each (issue 32). Each speaks
 * JSON over HTTP with its API key; the sandbox twins (twins.ts) answer the same requests from
 * their own lists. The request shapes follow what each register asks of an operator: OASIS
 * (Germany, GlüStV 2021 §8) and CRUKS (Netherlands, Wet Koa) by name and date of birth, SIGAP
 * (Brazil, Portaria SPA/MF 1.231/2024) by CPF.
 */
interface JsonRegisterOptions {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: RegisterFetch;
}

async function postJson(
  options: JsonRegisterOptions,
  body: Record<string, string>,
): Promise<Record<string, unknown>> {
  const send: RegisterFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const res = await withTimeout(
    send(options.url, {
      method: 'POST',
      headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    options.timeoutMs,
  );
  if (!res.ok) {
    await res.arrayBuffer();
    throw new Error(`self-exclusion register answered ${res.status}`);
  }
  const answer: unknown = await res.json();
  if (!answer || typeof answer !== 'object') throw new Error('self-exclusion register: no answer');
  return answer as Record<string, unknown>;
}

const personBody = (person: RegisterPerson) => ({
  firstName: person.firstName ?? '',
  lastName: person.lastName ?? '',
  dateOfBirth: person.dateOfBirth ?? '',
  email: person.email,
  postcode: person.postcode ?? '',
});

/** OASIS (Germany): `{ gesperrt: true | false }` — blocked, or not. */
export function oasisRegister(options: JsonRegisterOptions): SelfExclusionRegister {
  return {
    name: 'oasis',
    async check(person) {
      const { gesperrt } = await postJson(options, personBody(person));
      if (typeof gesperrt !== 'boolean') throw new Error('OASIS gave no `gesperrt` answer');
      return gesperrt ? 'excluded' : 'not_excluded';
    },
  };
}

/** CRUKS (Netherlands): `{ registered: true | false }` — in the central register, or not. */
export function cruksRegister(options: JsonRegisterOptions): SelfExclusionRegister {
  return {
    name: 'cruks',
    async check(person) {
      const { registered } = await postJson(options, personBody(person));
      if (typeof registered !== 'boolean') throw new Error('CRUKS gave no `registered` answer');
      return registered ? 'excluded' : 'not_excluded';
    },
  };
}

const SIGAP_ANSWERS: Record<string, RegisterAnswer> = {
  liberado: 'not_excluded',
  autoexcluido: 'excluded',
  beneficiario: 'barred',
};

/**
 * SIGAP (Brazil), asked by CPF: `{ situacao: 'liberado' | 'autoexcluido' | 'beneficiario' }` —
 * free to bet, self-excluded, or a welfare beneficiary (Bolsa Família, BPC), who may not bet.
 * A person without a CPF cannot be asked: that throws (registration needs one from Brazil).
 */
export function sigapRegister(options: JsonRegisterOptions): SelfExclusionRegister {
  return {
    name: 'sigap',
    async check(person) {
      const cpf = person.cpf?.replace(/\D/g, '') ?? '';
      if (cpf.length !== 11) throw new Error('SIGAP is asked by CPF and the person has none');
      const { situacao } = await postJson(options, { cpf });
      const answer = SIGAP_ANSWERS[String(situacao)];
      if (!answer) throw new Error('SIGAP gave no known `situacao`');
      return answer;
    },
  };
}
