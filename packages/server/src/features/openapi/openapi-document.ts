import { LOCALES, SERVICE_PREFIX, SDK_VERSION } from '@foyer/core';
import type { Hono } from 'hono';
import { generateSpecs, resolver } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.js';
import { ERROR_BODY_ID, errorBodySchema } from './error-body-schema.js';
import { SESSION_SECURITY_SCHEMES } from './session-security.js';

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const ERROR_BODY = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY_ID}` } } };
const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };
const LOCALE = { $ref: '#/components/parameters/Locale' };

/** The OpenAPI 3.1 document of every route mounted on `app`: summaries, tags and answers from routeDocs, request schemas from the zod schemas `validate()` carries. */
export async function buildOpenApiDocument(app: Hono<AppEnv>, appName: string): Promise<OpenApiDocument> {
  const document = await generateSpecs(app, {
    documentation: {
      info: { title: `${appName} (Foyer)`, version: SDK_VERSION, description: `Foyer's sign-in and session service under ${SERVICE_PREFIX}.` },
      // A refusal, from a route or the middleware before it (limits, CSRF, sessions), is a catalogue error; routeDocs names any other.
      components: {
        responses: { Error: { description: 'A catalogue error (FoyerError.toBody()).', content: { 'application/json': { schema: resolver(errorBodySchema) } } } },
        // Every route reads it: error texts, and the mails and pages a route sends, are in the locale asked for.
        parameters: { Locale: { in: 'query', name: 'locale', required: false, description: 'The language of error texts, mails and pages.', schema: { type: 'string', enum: [...LOCALES] } } },
        // What the session guards (requireSession, requireGrant) mark their operations with; a grant is listed as `verb:resource`.
        securitySchemes: SESSION_SECURITY_SCHEMES,
      },
    },
    // A route someone forgot to describe still appears, and the OpenAPI test then names it.
    includeEmptyPaths: true,
    // did.json, __capsule__.js and openapi.json itself are real routes, not static files.
    excludeStaticFile: false,
    // Foyer answers a failed validation with its catalogue error, not the generator's default shape.
    defaultValidationErrorResponse: { description: 'invalidInput naming the field, malformedJson or malformedForm (catalogue error).', content: ERROR_BODY },
  });
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.responses) continue;
      // A route without routeDocs (which the OpenAPI test names) gets `200: {}`; OpenAPI requires each response's description.
      for (const response of Object.values(operation.responses)) if (!('$ref' in response)) response.description ||= 'Success';
      operation.responses['4XX'] ??= ERROR_RESPONSE;
      // A route whose own query schema names `locale` documents it already; OpenAPI allows each parameter once.
      const parameters = operation.parameters ?? [];
      if (!parameters.some((parameter) => 'name' in parameter && parameter.name === 'locale')) operation.parameters = [...parameters, LOCALE];
    }
  }
  return document;
}
