import SwaggerParser from '@apidevtools/swagger-parser';
import { AUTH_SERVICE_PREFIX, OAUTH_SERVER_PREFIX, PATHS, SERVER_PATHS, SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { discoverySchema } from './authorization-server-schemas.js';
import { didConfigurationSchema } from './did-domain-schemas.js';
import { ERROR_BODY_ID } from './error-body-schema.js';
import { openApiDocumentSchema } from './openapi-document-schema.js';
import { didDocumentSchema, healthSchema } from './well-known-schemas.js';
import type { OpenApiDocument } from './openapi-document.js';
import { clientCalls } from './test-support/client-calls.js';

const [factory] = storeFactories;

/** Hono's `:name` and `:name{regex}` as OpenAPI's `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');

type Response = { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> };

// What non-json-answers.ts describes: pages, text and images by their media type; a redirect by its Location; a WebSocket or no content by status.
const NON_JSON_MEDIA_TYPES = new Set(['text/html', 'text/plain', 'image/*']);
const says = (status: string, response: Response) =>
  status === '101' || status === '204' || (status.startsWith('3') && response.headers?.Location !== undefined) ||
  (status.startsWith('2') && Object.entries(response.content ?? {}).some(([mediaType, media]) => (mediaType === 'application/json' || NON_JSON_MEDIA_TYPES.has(mediaType)) && media.schema));

const operations = (document: OpenApiDocument) =>
  new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`)));

describe('OpenAPI document', () => {
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    if (!factory) throw new Error('no store factory');
    server = await startTestServer({ factory, config: { mode: 'production' } });
    const response = await server.request(SERVER_PATHS.openApi);
    expect(response.status).toBe(200);
    document = await response.json();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    // validate() dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every route the app mounts with a method, each with a summary and tags', () => {
    const documented = operations(document);
    const mounted = server.foyer.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(mounted.length).toBeGreaterThan(100);
    expect([...new Set(mounted)].filter((route) => !documented.has(route))).toEqual([]);
    // A route without routeDocs(…) in its feature's routes file has neither.
    const undescribed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([, operation]) => !(operation as { summary?: string }).summary || !(operation as { tags?: string[] }).tags?.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('describes request bodies and query parameters from the zod schemas', () => {
    const sendCode = document.paths[`${AUTH_SERVICE_PREFIX}/email/sendCode`]?.post;
    expect(sendCode?.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { email: expect.anything() } } } } });
    const status = document.paths[`${AUTH_SERVICE_PREFIX}/login/status`]?.get;
    expect(status?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'query', name: '_t_' })]));
  });

  it('leaves out only ALL routes: middleware over documented routes, oidc-provider endpoints and static assets', async () => {
    const discovery = (await (await server.request(SERVER_PATHS.openidConfiguration)).json()) as Record<string, unknown>;
    // oidc-provider answers these itself (no Hono handler, no zod schema); its discovery document, which is in ours, describes them.
    const providerEndpoints = new Set(Object.values(discovery).filter((value): value is string => typeof value === 'string').map((url) => new URL(url, server.url).pathname));
    const documentedPaths = Object.keys(document.paths);
    const unexplained = server.foyer.app.routes
      .filter((route) => route.method === 'ALL')
      .map((route) => openApiPath(route.path))
      .filter((path) => {
        const base = path.replace(/\/\*$/, '');
        if (documentedPaths.some((documented) => documented === base || (path.endsWith('/*') && documented.startsWith(`${base}/`)))) return false;
        if (base.startsWith(OAUTH_SERVER_PREFIX) && providerEndpoints.has(base)) return false;
        // The built pages' hashed files, served from disk.
        return !base.startsWith(`${SERVICE_PREFIX}/static/`);
      });
    expect(unexplained).toEqual([]);
  });

  it('has every call the typed client makes, with its method', async () => {
    const { requests, pages } = await clientCalls();
    const calls = new Map([...requests, ...pages]);
    expect(requests.size).toBeGreaterThan(20);
    expect(calls.has(`POST ${PATHS.refreshSession}`)).toBe(true);
    expect(calls.has(`GET ${PATHS.oauthLogin}/{}/logout`)).toBe(true);
    // Parameter names are the server's business: `{provider}` and the client's `${…}` both become `{}`.
    const documented = new Set([...operations(document)].map((operation) => operation.replace(/\{\w+\}/g, '{}')));
    expect([...calls].filter(([call]) => !documented.has(call)).map(([call, file]) => `${call} (${file})`)).toEqual([]);
  });

  it('gives every request the typed client makes the schema of its answer, and every route the catalogue error', async () => {
    const { requests } = await clientCalls();
    const unanswered = [...requests.keys()].filter((call) => {
      const [method, path] = call.split(' ');
      const responses = document.paths[path!]?.[method!.toLowerCase() as 'get']?.responses ?? {};
      return !Object.entries(responses).some(([status, response]) => status.startsWith('2') && 'content' in response && response.content?.['application/json']?.schema);
    });
    expect(unanswered).toEqual([]);
    expect(document.components?.schemas?.[ERROR_BODY_ID]).toMatchObject({ properties: { code: { enum: expect.arrayContaining(['invalidInput', 'notFound']) } }, required: ['code', 'error'] });
    const withoutError = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([, operation]) => (operation as { responses?: Record<string, unknown> }).responses?.['4XX'] === undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withoutError).toEqual([]);
  });

  it('says what every operation answers: a JSON body by its schema, or a page, text, image, redirect, WebSocket or no content', () => {
    // oidc-provider's own endpoints are ALL routes, not operations: the discovery document describes them.
    const unsaid = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([, operation]) => !Object.entries((operation as { responses?: Record<string, Response> }).responses ?? {}).some(([status, response]) => says(status, response)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unsaid).toEqual([]);
  });

  it('answers the public documents as their schemas say', async () => {
    const answers = async (path: string, status = 200) => {
      const response = await server.request(path);
      expect(response.status).toBe(status);
      return response.json();
    };
    didDocumentSchema.parse(await answers(SERVER_PATHS.didJson));
    healthSchema.parse(await answers(SERVER_PATHS.health));
    discoverySchema.parse(await answers(SERVER_PATHS.openidConfiguration));
    discoverySchema.parse(await answers(SERVER_PATHS.oauthAuthorizationServer));
    openApiDocumentSchema.parse(await answers(SERVER_PATHS.openApi));
    // The app's own host, which did-configuration.json answers for (the test server listens on 127.0.0.1).
    const configuration = await server.foyer.app.request(new URL(SERVER_PATHS.didConfiguration, TEST_APP_URL).href);
    expect(configuration.status).toBe(200);
    didConfigurationSchema.parse(await configuration.json());
    const ping = await server.request(SERVER_PATHS.ping);
    expect(ping.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('is built once and kept', async () => {
    const again = await (await server.request(SERVER_PATHS.openApi)).json();
    expect(again).toEqual(document);
  });
});

describe('API reference page', () => {
  it('is served in development only', async () => {
    if (!factory) throw new Error('no store factory');
    for (const mode of ['development', 'production'] as const) {
      const server = await startTestServer({ factory, config: { mode } });
      try {
        const page = await server.request(SERVER_PATHS.apiReference);
        expect(page.status).toBe(mode === 'development' ? 200 : 404);
        if (mode === 'development') {
          expect(await page.text()).toContain(SERVER_PATHS.openApi);
          // Scalar's bundle comes from its CDN, which only this page's policy lets in.
          expect(page.headers.get('content-security-policy')).toContain('https://cdn.jsdelivr.net');
        }
      } finally {
        await server.close();
      }
    }
  });
});
