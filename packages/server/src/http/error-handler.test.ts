import { FoyerError } from '@foyer/core';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../observability/create-logger.js';
import { createFoyerMetrics } from '../observability/foyer-metrics.js';
import { observeRequests } from '../observability/observe-requests.js';
import type { AppEnv } from './app-env.js';
import { handleError, handleNotFound } from './error-handler.js';

const logged: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});
const log = createLogger('error', destination);
const metrics = createFoyerMetrics(() => 0);

function appThrowing(error: unknown): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(observeRequests(log, metrics));
  app.get('/fail', () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it('answers a FoyerError with its status, code, field and localized text', async () => {
    const app = appThrowing(new FoyerError('invalidInput', { field: 'email', params: { field: 'email', detail: 'bad' } }));
    const response = await app.request('/fail?locale=zh');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalidInput', error: '无效的 email：bad', field: 'email' });
  });

  it('answers anything else with a 500 unknown, revealing nothing, and logs the error with the request id', async () => {
    const response = await appThrowing(new Error('database password is hunter2')).request('/fail', { headers: { 'x-request-id': 'req-500' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'unknown', error: 'We encountered some errors when processing the request' });
    expect(logged.find((line) => line.requestId === 'req-500')).toMatchObject({ level: 50, msg: 'GET /fail failed', err: { message: 'database password is hunter2' } });
  });

  it('answers a database out of reach with 503 databaseUnavailable in the caller\'s locale, and logs no error for it', async () => {
    const cut = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const response = await appThrowing(cut).request('/fail?locale=zh', { headers: { 'x-request-id': 'req-503' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'databaseUnavailable', error: '服务暂时不可用，请稍后重试' });
    expect(logged.some((line) => line.requestId === 'req-503' && line.level === 50)).toBe(false);
  });

  it("answers Hono's own 4xx refusal with 400 badRequest, and its 5xx as an unknown failure", async () => {
    const refused = await appThrowing(new HTTPException(400, { message: 'Malformed JSON in request body' })).request('/fail');
    expect([refused.status, await refused.json()]).toEqual([400, { code: 'badRequest', error: 'Bad request' }]);
    const failed = await appThrowing(new HTTPException(503)).request('/fail');
    expect(failed.status).toBe(500);
  });

  it('answers an unknown path with 404 notFound', async () => {
    const response = await appThrowing(new Error()).request('/elsewhere');
    expect([response.status, await response.json()]).toEqual([404, { code: 'notFound', error: 'Not found' }]);
  });
});
