import { FoyerError } from '@foyer/core';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './app-env.js';
import { handleError, handleNotFound } from './error-handler.js';

function appThrowing(error: unknown): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
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

  it('answers anything else with a logged 500 unknown, revealing nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new Error('database password is hunter2')).request('/fail');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'unknown', error: 'We encountered some errors when processing the request' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("answers Hono's own 4xx refusal with 400 badRequest, and its 5xx as an unknown failure", async () => {
    const refused = await appThrowing(new HTTPException(400, { message: 'Malformed JSON in request body' })).request('/fail');
    expect([refused.status, await refused.json()]).toEqual([400, { code: 'badRequest', error: 'Bad request' }]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await appThrowing(new HTTPException(503)).request('/fail');
    expect(failed.status).toBe(500);
    log.mockRestore();
  });

  it('answers an unknown path with 404 notFound', async () => {
    const response = await appThrowing(new Error()).request('/elsewhere');
    expect([response.status, await response.json()]).toEqual([404, { code: 'notFound', error: 'Not found' }]);
  });
});
