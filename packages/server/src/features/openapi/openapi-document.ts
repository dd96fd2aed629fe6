import { SERVICE_PREFIX, SDK_VERSION } from '@foyer/core';
import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.js';

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The feature a path belongs to, read off its shape, for routes whose own description names no tag. */
export function tagOf(path: string): string {
  const api = path.match(/^\/\.well-known\/service\/api\/([^/]+)/);
  if (api?.[1]) return api[1];
  const service = path.match(/^\/\.well-known\/service\/([^/]+)/);
  if (service?.[1]) return service[1];
  return path.startsWith('/.well-known/') ? 'well-known' : 'pages';
}

/** The OpenAPI 3.1 document of every route mounted on `app`, request schemas from the zod schemas `validate()` carries. */
export async function buildOpenApiDocument(app: Hono<AppEnv>, appName: string): Promise<OpenApiDocument> {
  const document = await generateSpecs(app, {
    documentation: {
      info: { title: `${appName} (Foyer)`, version: SDK_VERSION, description: `Foyer's sign-in and session service under ${SERVICE_PREFIX}.` },
    },
    // Routes with no schema (most GETs) are still routes a client may call.
    includeEmptyPaths: true,
    // did.json, __capsule__.js and openapi.json itself are real routes, not static files.
    excludeStaticFile: false,
    // Foyer answers a failed validation with its catalogue error, not the generator's default shape.
    defaultValidationErrorResponse: { description: 'invalidInput naming the field, malformedJson or malformedForm (catalogue error).' },
  });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.tags = operation.tags?.length ? operation.tags : [tagOf(path)];
      operation.summary ??= `${method.toUpperCase()} ${path}`;
      // The generator leaves a schema-less route's answer as `200: {}`; OpenAPI requires each response's description.
      for (const response of Object.values(operation.responses ?? {})) if (!('$ref' in response)) response.description ||= 'Success';
    }
  }
  return document;
}
