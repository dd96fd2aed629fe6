import { KYC_EMAIL_PREFIX, resolveLocale, validateCode, validateEmail } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Bus } from '../../bus/types.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import { limitCodeSends } from '../../limits/limit-code-sends.js';
import type { Store } from '../../store/types.js';
import type { EmailCodes } from '../email/email-codes.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import type { SessionService } from '../session/session-service.js';
import { refuseTakenAddress } from './refuse-taken-address.js';
import { routeDocs } from '../openapi/describe.js';
import { emailCodeIdSchema, kycVerifiedSchema } from '../openapi/email-schemas.js';

const doc = routeDocs('KYC');

export interface KycRoutesDeps {
  store: Store;
  bus: Bus;
  sessions: SessionService;
  codes: EmailCodes;
  limiters: Limiters;
}

const sendBody = z.object({ email: z.unknown().optional() });
const verifyBody = z.object({ code: z.unknown().optional() });

/** SPEC §7 e-mail KYC: a signed-in user proves an address with a code, which then becomes their e-mail. */
export function kycRoutes({ store, bus, sessions, codes, limiters }: KycRoutesDeps): Hono<AppEnv> {
  const signedIn = requireSession(sessions);
  return new Hono<AppEnv>()
    .use(`${KYC_EMAIL_PREFIX}/verify`, limit({ limiter: limiters.codeCheckPerIp }))
    .post(`${KYC_EMAIL_PREFIX}/send`, doc('Send a code to verify the user\'s e-mail', emailCodeIdSchema), signedIn, validate('json', sendBody), limitCodeSends(limiters), async (c) => {
      const { claims } = c.var.signedIn;
      const email = validOrThrow(validateEmail(c.req.valid('json').email));
      await refuseTakenAddress(store, email, claims.sub);
      return c.json(await codes.send({ email, locale: resolveLocale(c.req.query('locale')), purpose: 'kyc', userDid: claims.sub }));
    })
    .post(`${KYC_EMAIL_PREFIX}/verify`, doc('Verify the e-mail with the code', kycVerifiedSchema), signedIn, validate('json', verifyBody), async (c) => {
      const { claims } = c.var.signedIn;
      const code = validOrThrow(validateCode(c.req.valid('json').code));
      const { email } = await codes.verifyCode(await store.emailCodes.findLatestByUser(claims.sub), code);
      // Checked again at the end: another user may have taken the address since the code was sent.
      await store.transaction(async (tx) => {
        await refuseTakenAddress(tx, email, claims.sub);
        await tx.users.update(claims.sub, { email });
      });
      await bus.publish('user.updated', { did: claims.sub });
      return c.json({ verified: true, email });
    });
}
