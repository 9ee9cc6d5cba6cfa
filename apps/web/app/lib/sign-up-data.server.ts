import { playerApi, settingsApi, socialApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { callOrNull } from './api.server';
import { readModal } from './modal-query';
import type { SignUpData } from './site';

/**
 * A page asked for with the sign-up modal open (`?sign-up`, a tap before hydration): its field
 * settings, countries and currencies, so the server renders the real form, usable at once, with
 * the fields it has after hydration (no placeholders, no layout shift). Null otherwise or when a
 * list cannot be read (the browser then loads them).
 */
export async function findSignUpData(
  context: Readonly<RouterContextProvider>,
  url: URL,
  locale: string,
): Promise<SignUpData | null> {
  if (readModal(url.searchParams)?.key !== 'sign-up') return null;
  const [fields, countries, currencies, social] = await Promise.all([
    callOrNull(context, playerApi.getFieldValidations, { query: { scenario: 'registration' } }),
    callOrNull(context, settingsApi.listCountries, { query: { locale } }),
    callOrNull(context, settingsApi.listCurrencies, { query: { visible: 'true' } }),
    callOrNull(context, socialApi.listProviders),
  ]);
  if (!fields || !countries || !currencies || !social) return null;
  return {
    fields: fields.fields,
    countries: countries.items,
    currencies: currencies.items,
    socialProviders: social.items,
  };
}
