import {
  GetCountriesQuerySchema,
  GetCountriesResponseSchema,
  GetCurrenciesQuerySchema,
  GetCurrenciesResponseSchema,
} from '../settings.ts';
import { defineEndpoint } from './define.ts';

/** Reference lists the forms and the wallet show (spec 7 "Settings"). */
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
