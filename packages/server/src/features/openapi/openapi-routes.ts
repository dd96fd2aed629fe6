import { SERVER_PATHS } from '@foyer/core';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy } from '../../http/security-headers.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';
import { routeDocs } from './describe.js';
import { htmlPage } from './non-json-answers.js';
import { openApiDocumentSchema } from './openapi-document-schema.js';

const doc = routeDocs('OpenAPI');

// Scalar's page is an inline bootstrap plus its bundle from a CDN: allowed on this development-only page, nowhere else.
const REFERENCE_PAGE_POLICY = contentSecurityPolicy({
  frameAncestors: "'none'",
  scriptSources: ["'unsafe-inline'", 'https://cdn.jsdelivr.net'],
  styleSources: ["'unsafe-inline'"],
});

/** The OpenAPI document of `app` at SERVER_PATHS.openApi, built on first request and kept; in development, Scalar's reference page. */
export function openApiRoutes(app: Hono<AppEnv>, config: FoyerConfig): Hono<AppEnv> {
  let document: Promise<OpenApiDocument> | undefined;
  const build = () =>
    buildOpenApiDocument(app, config.appName).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
  const routes = new Hono<AppEnv>().get(SERVER_PATHS.openApi, doc('This OpenAPI 3.1 document', openApiDocumentSchema), async (c) => c.json(await (document ??= build())));
  if (config.mode !== 'development') return routes;
  return routes.get(
    SERVER_PATHS.apiReference,
    doc('Interactive API reference (development only)', htmlPage),
    async (c, next) => {
      await next();
      c.header('content-security-policy', REFERENCE_PAGE_POLICY);
    },
    Scalar({ url: SERVER_PATHS.openApi, pageTitle: `${config.appName} API`, withDefaultFonts: false }),
  );
}
