import { PATHS } from '@foyer/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { SessionService } from '../session/session-service.js';
import { loadOwnUser } from '../users/load-own-user.js';
import { connectDidSpace, type ConnectDidSpaceDeps } from './connect-did-space.js';
import { disconnectDidSpace } from './disconnect-did-space.js';
import { didSpaceBody } from './space-gateway-body.js';
import { routeDocs } from '../openapi/describe.js';
import { sessionUserSchema } from '../openapi/user-schemas.js';

const doc = routeDocs('DID Spaces');

export interface SpaceRoutesDeps extends ConnectDidSpaceDeps {
  sessions: SessionService;
  limiters: Limiters;
}

/** SPEC §7 PUT /api/user/updateDidSpace (now proven by the provider's grant) and DELETE on the same path to disconnect. */
export function spaceRoutes(deps: SpaceRoutesDeps): Hono<AppEnv> {
  const { store, bus, sessions, limiters } = deps;
  const signedIn = requireSession(sessions);
  return new Hono<AppEnv>()
    .put(PATHS.didSpace, doc('Record the DID Space the user connected, with its grant', sessionUserSchema), limit({ limiter: limiters.connectSpacePerIp }), signedIn, validate('json', didSpaceBody), async (c) => {
      const { claims } = c.var.signedIn;
      await connectDidSpace(deps, claims.sub, c.req.valid('json'));
      return c.json(await loadOwnUser(store, claims));
    })
    .delete(PATHS.didSpace, doc('Disconnect the DID Space', sessionUserSchema), signedIn, async (c) => {
      const { claims } = c.var.signedIn;
      await disconnectDidSpace(store, bus, claims.sub);
      return c.json(await loadOwnUser(store, claims));
    });
}
