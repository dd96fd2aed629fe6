import { AUTH_SERVICE_PREFIX } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { validate } from '../../http/validate.js';
import { deliverTokens } from '../session/deliver-tokens.js';
import type { LoginTokens } from './login-tokens.js';
import { routeDocs } from '../openapi/describe.js';
import { loginResultSchema } from '../openapi/login-result-schemas.js';

const doc = routeDocs('Login token');

const exchangeBody = z.object({ loginToken: z.string().min(1) });

/** POST {prefix}/loginToken: the receiving page trades the token from its URL for a session of its own. */
export function loginTokenRoutes(loginTokens: LoginTokens): Hono<AppEnv> {
  return new Hono<AppEnv>().post(`${AUTH_SERVICE_PREFIX}/loginToken`, doc('Exchange a one-time login token for a session', loginResultSchema), validate('json', exchangeBody), async (c) =>
    c.json(deliverTokens(c, await loginTokens.exchangeLoginToken(c.req.valid('json').loginToken, c.var.client))),
  );
}
