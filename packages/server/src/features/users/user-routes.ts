import { FoyerError, USER_SERVICE_PREFIX } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Bus } from '../../bus/types.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { deleteUser } from './delete-user.js';
import { loadOwnUser } from './load-own-user.js';
import { loadPrivacyConfig, privacyPatch, savePrivacyConfig } from './privacy-config.js';
import { profileUpdate } from './profile-schema.js';
import type { PublicUsers } from './public-users.js';
import { updateProfile } from './update-profile.js';
import { routeDocs } from '../openapi/describe.js';
import { okSchema } from '../openapi/acknowledgement-schemas.js';
import { privacyConfigSchema, publicUserSchema, sessionUserSchema } from '../openapi/user-schemas.js';

const doc = routeDocs('User');

export interface UserRoutesDeps {
  store: Store;
  bus: Bus;
  sessions: SessionService;
  publicUsers: PublicUsers;
}

const didQuery = z.object({ did: z.string().min(1).max(200) });

/**
 * SPEC §7 user service. GET /api/user?did= is public (the privacy-filtered view of anyone); every other route acts on the
 * signed-in user's own account, which any role may do: it is the user's own data, not a resource of SPEC §6.
 */
export function userRoutes({ store, bus, sessions, publicUsers }: UserRoutesDeps): Hono<AppEnv> {
  const signedIn = requireSession(sessions);

  return new Hono<AppEnv>()
    .get(USER_SERVICE_PREFIX, doc('A user\'s public profile by DID', publicUserSchema), validate('query', didQuery), async (c) => {
      const user = await publicUsers.find(c.req.valid('query').did);
      if (!user) throw new FoyerError('notFound');
      return c.json(user);
    })
    .delete(USER_SERVICE_PREFIX, doc('Delete the signed-in user\'s account', okSchema), signedIn, async (c) => {
      await deleteUser(store, bus, sessions, c.var.signedIn.claims);
      return c.json({ ok: true });
    })
    .get(`${USER_SERVICE_PREFIX}/profile`, doc('The signed-in user\'s own profile', sessionUserSchema), signedIn, async (c) => c.json(await loadOwnUser(store, c.var.signedIn.claims)))
    .put(`${USER_SERVICE_PREFIX}/profile`, doc('Update the signed-in user\'s profile', sessionUserSchema), signedIn, validate('json', profileUpdate), async (c) => {
      const { claims } = c.var.signedIn;
      await updateProfile(store, bus, claims.sub, c.req.valid('json'));
      return c.json(await loadOwnUser(store, claims));
    })
    // Re-reads the account and has every instance drop its cached copies, for changes made outside this service.
    .put(`${USER_SERVICE_PREFIX}/refreshProfile`, doc('Refresh the profile from its source (wallet or OAuth provider)', sessionUserSchema), signedIn, async (c) => {
      const { claims } = c.var.signedIn;
      await bus.publish('user.updated', { did: claims.sub });
      return c.json(await loadOwnUser(store, claims));
    })
    .get(`${USER_SERVICE_PREFIX}/privacy/config`, doc('The signed-in user\'s privacy settings', privacyConfigSchema), signedIn, async (c) => c.json(await loadPrivacyConfig(store, c.var.signedIn.claims.sub)))
    .post(`${USER_SERVICE_PREFIX}/privacy/config`, doc('Change privacy settings', privacyConfigSchema), signedIn, validate('json', privacyPatch), async (c) =>
      c.json(await savePrivacyConfig(store, bus, c.var.signedIn.claims.sub, c.req.valid('json'))),
    );
}
