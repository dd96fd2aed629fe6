import { SERVICE_PREFIX, SDK_VERSION } from '@foyer/core';
import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.js';

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The OpenAPI 3.1 document of every route mounted on `app`: summaries and tags from routeDocs, request schemas from the zod schemas `validate()` carries. */
export async function buildOpenApiDocument(app: Hono<AppEnv>, appName: string): Promise<OpenApiDocument> {
  const document = await generateSpecs(app, {
    documentation: {
      info: { title: `${appName} (Foyer)`, version: SDK_VERSION, description: `Foyer's sign-in and session service under ${SERVICE_PREFIX}.` },
    },
    // A route someone forgot to describe still appears, and the OpenAPI test then names it.
    includeEmptyPaths: true,
    // did.json, __capsule__.js and openapi.json itself are real routes, not static files.
    excludeStaticFile: false,
    // Foyer answers a failed validation with its catalogue error, not the generator's default shape.
    defaultValidationErrorResponse: { description: 'invalidInput naming the field, malformedJson or malformedForm (catalogue error).' },
  });
  // No route has a zod schema of its answer, so the generator leaves `200: {}`; OpenAPI requires each response's description.
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      for (const response of Object.values(item[method]?.responses ?? {})) if (!('$ref' in response)) response.description ||= 'Success';
    }
  }
  return document;
}
