import {
  BackofficeCurrencyListSchema,
  BackofficeCurrencySchema,
  CurrencyParamsSchema,
  PaymentLimitParamsSchema,
  PaymentLimitRowSchema,
  PaymentLimitRowsSchema,
  RegistrationFieldsSchema,
  RestrictedCountriesSchema,
  UpdateCurrencyRequestSchema,
  UpdatePaymentLimitRequestSchema,
  UpdateRegistrationFieldsRequestSchema,
  UpdateRestrictedCountriesRequestSchema,
} from '../../backoffice-ops.ts';
import { ADMIN, defineBackofficeEndpoint } from './access.ts';

/** Settings (docs/decisions/024): admins only. */
export const settingsEndpoints = {
  listCurrencySettings: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/currencies',
    access: ADMIN,
    response: BackofficeCurrencyListSchema,
  }),
  updateCurrencySettings: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/currencies/:code',
    access: ADMIN,
    params: CurrencyParamsSchema,
    body: UpdateCurrencyRequestSchema,
    response: BackofficeCurrencySchema,
  }),
  getRegistrationFields: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/registration-fields',
    access: ADMIN,
    response: RegistrationFieldsSchema,
  }),
  updateRegistrationFields: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/registration-fields',
    access: ADMIN,
    body: UpdateRegistrationFieldsRequestSchema,
    response: RegistrationFieldsSchema,
  }),
  listPaymentLimits: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/payment-limits',
    access: ADMIN,
    response: PaymentLimitRowsSchema,
  }),
  updatePaymentLimit: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/payment-limits/:method/:currency',
    access: ADMIN,
    params: PaymentLimitParamsSchema,
    body: UpdatePaymentLimitRequestSchema,
    response: PaymentLimitRowSchema,
  }),
  getRestrictedCountries: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/restricted-countries',
    access: ADMIN,
    response: RestrictedCountriesSchema,
  }),
  updateRestrictedCountries: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/restricted-countries',
    access: ADMIN,
    body: UpdateRestrictedCountriesRequestSchema,
    response: RestrictedCountriesSchema,
  }),
};
