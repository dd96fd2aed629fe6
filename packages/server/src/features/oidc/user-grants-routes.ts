import { PATHS } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { listUserGrants } from './list-user-grants.js';
import { revokeUserGrant } from './revoke-user-grant.js';
import { routeDocs } from '../openapi/describe.js';
import { noContent } from '../openapi/non-json-answers.js';
import { userAppListSchema } from '../openapi/user-grants-schemas.js';

const doc = routeDocs('User');

const clientParam = z.object({ clientId: z.string().min(1).max(200) });

/** The account center's "apps you allowed": the person's own grants, so any signed-in role may read and withdraw them. */
export function userGrantsRoutes(store: Store, sessions: SessionService): Hono<AppEnv> {
  const signedIn = requireSession(sessions);
  return new Hono<AppEnv>()
    .get(PATHS.userApps, doc('The apps the signed-in person allowed', userAppListSchema), signedIn, async (c) =>
      c.json({ apps: await listUserGrants(store, c.var.signedIn.claims.sub) }, 200, { 'cache-control': 'no-store' }),
    )
    .delete(`${PATHS.userApps}/:clientId`, doc('Revoke an app\'s grant and every token it holds for the person', noContent), signedIn, validate('param', clientParam), async (c) => {
      await revokeUserGrant(store, c.var.signedIn.claims.sub, c.req.valid('param').clientId);
      return c.body(null, 204);
    });
}
