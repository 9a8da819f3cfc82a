import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { errorHandlerPlugin } from './error-handler.js';
import { securityPlugin } from './security.js';

/**
 * What every route stands on: zod validation and serialisation, the one error handler, the
 * security headers (with CSRF and request ids) and the OpenAPI document. JSON only: the one
 * form-encoded route (the Digistore24 webhook) reads its own body, so a form body anywhere
 * else is refused with 415.
 */
export async function registerPlatform(
  app: FastifyInstance,
  options: {
    appName: string;
    version: string;
    trustedOrigins: string[];
    secure: boolean;
    thirdPartyScriptUrls: string[];
  },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The security plugin's onRequest hook also puts x-request-id on every reply.
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    trustedOrigins: options.trustedOrigins,
    secure: options.secure,
    thirdPartyScriptUrls: options.thirdPartyScriptUrls,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.appName} API`,
        version: options.version,
        description: 'Open API of the keto companion.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'ketoflow.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
