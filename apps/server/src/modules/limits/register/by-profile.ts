import {
  EXCLUSION_REGISTERS,
  type ExclusionRegister,
  JURISDICTION_PROFILES,
  type JurisdictionCode,
  type JurisdictionProfile,
} from '@casino/contracts';
import type { Config } from '../../../config.ts';
import { httpRegister } from './gamstop.ts';
import { type CrossOperatorFile, lugasFile } from './lugas.ts';
import { cruksRegister, oasisRegister, sigapRegister } from './national.ts';
import { SANDBOX_REGISTER_KEY, SANDBOX_REGISTERS_PATH } from './twins.ts';
import type { RegisterFetch, SelfExclusionRegister } from './types.ts';

export type NationalRegisterConfig = Pick<
  Config,
  | 'SITE_MODE'
  | 'JURISDICTION_COUNTRIES'
  | 'GAMSTOP_URL'
  | 'GAMSTOP_API_KEY'
  | 'OASIS_URL'
  | 'OASIS_API_KEY'
  | 'CRUKS_URL'
  | 'CRUKS_API_KEY'
  | 'SIGAP_URL'
  | 'SIGAP_API_KEY'
  | 'LUGAS_URL'
  | 'LUGAS_API_KEY'
>;

const SETTINGS = {
  gamstop: ['GAMSTOP_URL', 'GAMSTOP_API_KEY'],
  oasis: ['OASIS_URL', 'OASIS_API_KEY'],
  cruks: ['CRUKS_URL', 'CRUKS_API_KEY'],
  sigap: ['SIGAP_URL', 'SIGAP_API_KEY'],
} as const satisfies Record<ExclusionRegister, readonly [keyof Config, keyof Config]>;

/** The registers the profiles JURISDICTION_COUNTRIES names check (each once). */
export function registersInUse(
  config: Pick<Config, 'JURISDICTION_COUNTRIES'>,
): ExclusionRegister[] {
  const codes = new Set<JurisdictionCode>(Object.values(config.JURISDICTION_COUNTRIES));
  return EXCLUSION_REGISTERS.filter((name) =>
    [...codes].some((code) => JURISDICTION_PROFILES[code].registers.includes(name)),
  );
}

/**
 * Live mode: every register a profile in use checks needs its URL and key (GAMSTOP_URL and
 * GAMSTOP_API_KEY, …); one missing is a boot problem naming the setting.
 */
export function missingRegisterSettings(config: NationalRegisterConfig): string[] {
  if (config.SITE_MODE !== 'live') return [];
  const registers = registersInUse(config).flatMap((name) =>
    SETTINGS[name]
      .filter((setting) => !config[setting])
      .map(
        (setting) =>
          `${setting}: JURISDICTION_COUNTRIES names a profile that checks ${name.toUpperCase()}; set ${SETTINGS[name].join(' and ')}`,
      ),
  );
  const files = isLugasInUse(config)
    ? LUGAS_SETTINGS.filter((setting) => !config[setting]).map(
        (setting) =>
          `${setting}: JURISDICTION_COUNTRIES names a profile that reports to LUGAS; set ${LUGAS_SETTINGS.join(' and ')}`,
      )
    : [];
  return [...registers, ...files];
}

const LUGAS_SETTINGS = ['LUGAS_URL', 'LUGAS_API_KEY'] as const;

/** Whether a profile JURISDICTION_COUNTRIES names reports to LUGAS (Germany's `de`). */
const isLugasInUse = (config: Pick<Config, 'JURISDICTION_COUNTRIES'>) =>
  Object.values(config.JURISDICTION_COUNTRIES).some(
    (code) => JURISDICTION_PROFILES[code].crossOperatorFile === 'lugas',
  );

/**
 * Germany's cross-operator limit and activity file (LUGAS, issue 32) when a profile in use
 * reports to it: the real one at LUGAS_URL with LUGAS_API_KEY, else (sandbox mode only) its
 * sandbox twin under /sandbox/registers/lugas; live without them the boot stops (above).
 */
export function crossOperatorFileOf(
  config: NationalRegisterConfig,
  deps: { twinFetch: RegisterFetch },
): CrossOperatorFile | null {
  if (!isLugasInUse(config)) return null;
  if (config.LUGAS_URL && config.LUGAS_API_KEY) {
    return lugasFile({ url: config.LUGAS_URL.replace(/\/+$/, ''), apiKey: config.LUGAS_API_KEY });
  }
  if (config.SITE_MODE !== 'sandbox') throw new Error(missingRegisterSettings(config).join('; '));
  return lugasFile({
    url: `${SANDBOX_REGISTERS_PATH}/lugas`,
    apiKey: SANDBOX_REGISTER_KEY,
    fetch: deps.twinFetch,
  });
}

const ADAPTERS = {
  gamstop: httpRegister,
  oasis: oasisRegister,
  cruks: cruksRegister,
  sigap: sigapRegister,
} satisfies Record<
  ExclusionRegister,
  (options: { url: string; apiKey: string; fetch?: RegisterFetch }) => SelfExclusionRegister
>;

/**
 * The national registers of the jurisdiction profiles (issue 32), by account country: each one
 * a profile in use checks is its real adapter where its URL and key are set, else (sandbox mode
 * only) the adapter pointed at its sandbox twin under /sandbox/registers, reached by `twinFetch`.
 */
export function nationalRegisters(
  config: NationalRegisterConfig,
  deps: {
    /** The jurisdiction profile of an account country (JURISDICTION_COUNTRIES). */
    profileOf: (country: string | null | undefined) => JurisdictionProfile;
    twinFetch: RegisterFetch;
  },
) {
  const { twinFetch } = deps;
  const built: Partial<Record<ExclusionRegister, SelfExclusionRegister>> = {};
  for (const name of registersInUse(config)) {
    const [urlSetting, keySetting] = SETTINGS[name];
    const url = config[urlSetting];
    const apiKey = config[keySetting];
    if (url && apiKey) built[name] = ADAPTERS[name]({ url, apiKey });
    else if (config.SITE_MODE === 'sandbox') {
      built[name] = ADAPTERS[name]({
        url: `${SANDBOX_REGISTERS_PATH}/${name}`,
        apiKey: SANDBOX_REGISTER_KEY,
        fetch: twinFetch,
      });
    } else throw new Error(missingRegisterSettings(config).join('; '));
  }
  return {
    any: Object.keys(built).length > 0,
    forCountry: (country: string | null | undefined): SelfExclusionRegister[] =>
      deps
        .profileOf(country)
        .registers.map((name) => built[name])
        .filter((r): r is SelfExclusionRegister => r !== undefined),
  };
}
