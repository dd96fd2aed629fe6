import { RESOURCES, USER_SESSION_PREFIX, validatePagination } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { requireGrant } from '../../http/require-grant.js';
import { validate } from '../../http/validate.js';
import type { Store } from '../../store/types.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import { deliverTokens } from '../session/deliver-tokens.js';
import type { SessionService } from '../session/session-service.js';
import type { Devices } from './devices.js';
import { endOtherSessions } from './end-other-sessions.js';
import { endOwnSession } from './end-own-session.js';
import { listSavedSessions } from './list-saved-sessions.js';
import { quickLogin } from './quick-login.js';
import { requireGrantOrGuest } from './require-grant-or-guest.js';
import { toUserSession } from './to-user-session.js';
import { routeDocs } from '../openapi/describe.js';
import { quickLoginResultSchema } from '../openapi/login-result-schemas.js';
import { noContent } from '../openapi/non-json-answers.js';
import { endedSessionsSchema, userSessionListSchema, userSessionPageSchema } from '../openapi/user-session-schemas.js';

const doc = routeDocs('User sessions');

export interface UserSessionRoutesDeps {
  store: Store;
  sessions: SessionService;
  devices: Devices;
}

const id = z.string().min(1).max(200);
const listQuery = z.object({ userDid: id.optional(), appPid: id.optional() });
const pageQuery = z.object({ page: z.string().optional(), pageSize: z.string().optional() });
const sessionParam = z.object({ id });
const loginBody = z.object({ id, appPid: id, userDid: id, passportId: id.optional(), visitorId: id.optional() });

/** SPEC §7 user sessions: this device's saved sessions, the signed-in user's own, and quick login into a saved one. */
export function userSessionRoutes({ store, sessions, devices }: UserSessionRoutesDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(USER_SESSION_PREFIX, doc('List user sessions (a guest sees its own device\'s)', userSessionListSchema), requireGrantOrGuest(sessions, 'query', RESOURCES.session), validate('query', listQuery), async (c) => {
      const deviceId = await devices.current(c);
      return c.json({ list: deviceId ? await listSavedSessions(store, deviceId, c.req.valid('query')) : [] });
    })
    .get(`${USER_SESSION_PREFIX}/myself`, doc('The signed-in user\'s sessions, a page at a time', userSessionPageSchema), requireGrant(sessions, 'query', RESOURCES.session), validate('query', pageQuery), async (c) => {
      const paging = validOrThrow(validatePagination(c.req.valid('query')));
      const { list, total } = await store.userSessions.listActive({ userDid: c.var.caller.claims.sub }, paging, Date.now());
      const { sid } = c.var.caller.claims;
      return c.json({ list: list.map((session) => ({ ...toUserSession(session, undefined, { device: true }), current: session.id === sid })), paging: { ...paging, total } });
    })
    // Signing out one's own sessions is what logout does for this one: any role that may see them may end them.
    .post(`${USER_SESSION_PREFIX}/logout-others`, doc('Sign out every other session of the signed-in user', endedSessionsSchema), requireGrant(sessions, 'query', RESOURCES.session), async (c) => {
      const { sub, sid } = c.var.caller.claims;
      return c.json({ ended: await endOtherSessions(store, sessions, sub, sid) });
    })
    .delete(`${USER_SESSION_PREFIX}/:id`, doc('Sign out one of the signed-in user\'s sessions', noContent), requireGrant(sessions, 'query', RESOURCES.session), validate('param', sessionParam), async (c) => {
      await endOwnSession(store, sessions, c.var.caller.claims.sub, c.req.valid('param').id);
      return c.body(null, 204);
    })
    // A sign-in, not a §6 mutation: its caller holds no session (or another account's) and proves the device instead.
    .post(`${USER_SESSION_PREFIX}/login`, doc('Quick sign-in with a remembered session on this device', quickLoginResultSchema), validate('json', loginBody), async (c) =>
      c.json(deliverTokens(c, await quickLogin({ store, sessions, devices }, c, c.req.valid('json')))),
    );
}
