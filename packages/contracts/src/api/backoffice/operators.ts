import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  CreateOperatorRequestSchema,
  CreateOperatorResponseSchema,
  OperatorListSchema,
  OperatorSchema,
  PlayerIdParamsSchema,
  UpdateOperatorRequestSchema,
} from '../../backoffice.ts';
import { ADMIN, defineBackofficeEndpoint } from './access.ts';

/** Operators and API keys: admins only. */
export const operatorsEndpoints = {
  listOperators: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/operators',
    access: ADMIN,
    response: OperatorListSchema,
  }),
  createOperator: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/operators',
    access: ADMIN,
    body: CreateOperatorRequestSchema,
    response: CreateOperatorResponseSchema,
  }),
  updateOperator: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/operators/:id',
    access: ADMIN,
    params: PlayerIdParamsSchema,
    body: UpdateOperatorRequestSchema,
    response: OperatorSchema,
  }),
  listApiKeys: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/api-keys',
    access: ADMIN,
    response: ApiKeyListSchema,
  }),
  createApiKey: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/api-keys',
    access: ADMIN,
    body: CreateApiKeyRequestSchema,
    response: CreateApiKeyResponseSchema,
  }),
  revokeApiKey: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/api-keys/:id/revoke',
    access: ADMIN,
    params: PlayerIdParamsSchema,
    response: ApiKeySchema,
  }),
};
