import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@portal/contracts';
import { declarePages } from './session';

/** The OpenAPI document, generated from the routes' zod schemas: JSON at /api/docs/json, a page at /api/docs. */
export default fp(async function openapiPlugin(app: FastifyInstance, opts: { version: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal Pacjenta API',
        description:
          'API portalu pacjenta. Sesja w ciasteczku pp_session (HttpOnly); wywołania zmieniające stan wymagają nagłówka ' +
          'x-portal-client: 1 lub nagłówka Origin tej samej witryny. Błędy: { errorCode, message, errors?, details? }.',
        version: opts.version,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pp_session' },
          // The mobile application's device token (POST /api/mobile/pair), for the /api/mobile/… reads only.
          mobileDevice: { type: 'http', scheme: 'bearer', description: 'Token urządzenia z POST /api/mobile/pair' },
        },
      },
      security: [{ session: [] }],
    },
    // Any status an API call does not list (a malformed body, a missing session, a rate limit) is
    // answered in the one error shape: the document says so with a `default` response.
    transform: (input) => {
      const response = input.schema?.response as Record<string, unknown> | undefined;
      const isApiCall = !input.route.config?.page && response !== undefined && !('default' in response);
      return jsonSchemaTransform(isApiCall ? { ...input, schema: { ...input.schema, response: { ...response, default: apiErrorSchema } } } : input);
    },
    transformObject: jsonSchemaTransformObject,
  });
  // The document and its page are public pages, not API calls.
  await app.register(async (docs) => {
    declarePages(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  });
});
