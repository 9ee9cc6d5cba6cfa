import {
  GetCountriesQuerySchema,
  GetCountriesResponseSchema,
  GetCurrenciesQuerySchema,
  GetCurrenciesResponseSchema,
} from '../settings.ts';
import { defineEndpoint } from './define.ts';

/** Reference lists the forms and the wallet show (docs/product/api-calls.md#settings). */
export const settingsApi = {
  listCurrencies: defineEndpoint({
    method: 'GET',
    path: '/api/settings/currencies',
    auth: false,
    query: GetCurrenciesQuerySchema,
    response: GetCurrenciesResponseSchema,
  }),
  listCountries: defineEndpoint({
    method: 'GET',
    path: '/api/settings/countries',
    auth: false,
    query: GetCountriesQuerySchema,
    response: GetCountriesResponseSchema,
  }),
};
