import { AUTH_SERVICE_PREFIX, resolveLocale } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { validate } from '../../http/validate.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import { limitCodeSends } from '../../limits/limit-code-sends.js';
import { deliverTokens } from '../session/deliver-tokens.js';
import type { EmailSignIn } from './email-sign-in.js';
import { routeDocs } from '../openapi/describe.js';
import { emailCodeIdSchema, emailStatusSchema } from '../openapi/email-schemas.js';
import { loginResultSchema } from '../openapi/login-result-schemas.js';

const doc = routeDocs('E-mail');

// The address and code are checked by @foyer/core's rules, whose messages the page shows as they are.
const sendCodeBody = z.object({
  email: z.unknown().optional(),
  sourceAppPid: z.string().optional(),
  useMagicLink: z.boolean().optional(),
  redirect: z.string().optional(),
});

const loginBody = z.looseObject({
  action: z.string().optional(),
  email: z.unknown().optional(),
  code: z.unknown().optional(),
  magicToken: z.string().min(1).optional(),
  sourceAppPid: z.string().optional(),
  inviter: z.string().optional(),
});

const statusQuery = z.object({ codeId: z.string().min(1) });

/** SPEC §7 e-mail sign-in: sendCode, login (code or magic token) and the verified status a page polls. */
export function emailRoutes(signIn: EmailSignIn, limiters: Limiters): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use(`${AUTH_SERVICE_PREFIX}/email/login`, limit({ limiter: limiters.codeCheckPerIp }))
    .post(`${AUTH_SERVICE_PREFIX}/email/sendCode`, doc('Send a sign-in code or magic link by e-mail', emailCodeIdSchema), validate('json', sendCodeBody), limitCodeSends(limiters), async (c) =>
      c.json(await signIn.sendCode(c.req.valid('json'), resolveLocale(c.req.query('locale')))),
    )
    .post(`${AUTH_SERVICE_PREFIX}/email/login`, doc('Sign in with the e-mailed code or magic-link token', loginResultSchema), validate('json', loginBody), async (c) => c.json(deliverTokens(c, await signIn.login(c.req.valid('json'), c.var.client))))
    .get(`${AUTH_SERVICE_PREFIX}/email/status`, doc('Whether a magic link was opened (polled by the page that sent it)', emailStatusSchema), validate('query', statusQuery), async (c) =>
      c.json({ verified: await signIn.status(c.req.valid('query').codeId) }),
    );
}
