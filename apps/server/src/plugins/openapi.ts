import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { OPTIONAL_BODY_ROUTES } from '../shared/http.ts';

type Operation = { requestBody?: { required?: boolean } };
type Document = ReturnType<typeof jsonSchemaTransformObject>;

/** Marks the request body optional where the route takes none (acceptEmptyBody). */
function markOptionalBodies(document: Document): Document {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths;
  for (const [path, operations] of Object.entries(paths ?? {})) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const isOptional = OPTIONAL_BODY_ROUTES.has(`${method.toUpperCase()} ${url}`);
      if (isOptional && operation.requestBody) operation.requestBody.required = false;
    }
  }
  return document;
}

/** OpenAPI 3.1 generated from the contract schemas of every route; UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casino player platform API',
        version: '1.0.0',
        description:
          'REST API of the player site. Amounts are integers in minor units. Errors use ' +
          '`{ error: { code, message, fields? } }`.',
      },
      tags: [
        {
          name: 'Seamless wallet',
          description:
            'Money calls of game providers (the built-in one and aggregators): every request ' +
            'signed (`x-seamless-timestamp`, `x-seamless-signature` = hex HMAC-SHA256 of ' +
            '`{timestamp}.{raw body}`), each transactionId processed once. Integration guide: ' +
            'docs/seamless-wallet.md.',
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'access_token',
            description:
              'The site sets it (HttpOnly) at login; calls that change state also need ' +
              '`x-requested-with: casino` and, when sent, Origin = the site.',
          },
          operatorKey: { type: 'apiKey', in: 'header', name: 'x-operator-key' },
          operatorSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'bo_session',
            description:
              'The back office sets it (HttpOnly, path /api/backoffice) at login; calls that ' +
              'change state also need `x-requested-with: backoffice` (docs/decisions/023).',
          },
          operatorApiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A back-office API key (`bo_…`), scoped to roles',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => markOptionalBodies(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // On a phone a tag's long description squeezed its heading into a narrow column: below
    // 600 px the description goes under the heading, full width.
    theme: {
      css: [
        {
          filename: 'narrow.css',
          content:
            '@media (max-width: 600px) { .swagger-ui .opblock-tag { flex-wrap: wrap; } ' +
            '.swagger-ui .opblock-tag small { flex: 1 1 100%; order: 3; padding: 0 0 8px; } }',
        },
      ],
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
