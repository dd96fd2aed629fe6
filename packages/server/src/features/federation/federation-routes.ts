import { PATHS, RESOURCES, SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { skipCsrf } from '../../http/csrf.js';
import { requireGrant } from '../../http/require-grant.js';
import { sessionToken } from '../../http/session-token.js';
import { validate } from '../../http/validate.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import { deliverTokens } from '../session/deliver-tokens.js';
import { bridgeSessionId, clearBridgeCookie, writeBridgeCookie } from './bridge-cookie.js';
import { bridgeLogin } from './bridge-login.js';
import { decideMember } from './decide-member.js';
import type { FederationDeps } from './federation-deps.js';
import { federatedLogin } from './federated-login.js';
import { receiveLogoutFromMaster, receiveLogoutFromMember } from './federated-logout.js';
import { federatedSettings, trustedDomains } from './federated-settings.js';
import { spendFrameNonce } from './frame-nonce.js';
import { joinMaster } from './join-master.js';
import { leaveMaster } from './leave-master.js';
import { loginMaster } from './login-master.js';
import { receiveJoinRequest } from './receive-join-request.js';
import { receiveMemberLeft, receiveStatusFromMaster } from './receive-status.js';
import { sameOriginOnly } from './same-origin-only.js';
import { pinnedKey, requireServerCall } from './verify-server-call.js';
import { routeDocs } from '../openapi/describe.js';
import { okSchema } from '../openapi/acknowledgement-schemas.js';
import { assertionSchema, memberStatusSchema, statusNoticeSchema, trustedDomainsSchema } from '../openapi/federation-schemas.js';
import { federatedAdminSettingsSchema, federatedMemberSchema } from '../openapi/app-info-schemas.js';
import { federatedLoginResultSchema } from '../openapi/login-result-schemas.js';

const doc = routeDocs('Federation');

/**
 * Federated login (issue 14), both sides. A member's owner or admin joins a master by URL; the master's owner or admin
 * approves, rejects or removes members; each side tells the other by signed server calls (`Foyer-Signature`, checked
 * against the key pinned from the other's did.json). A person signed in at the master gets an assertion for an approved
 * member from the master's popup page, which the member page trades at `loginMaster` for a session of the member.
 */

const joinBody = z.object({ masterUrl: z.string().trim().min(1).max(2048) });
const decisionParams = z.object({ appId: z.string().min(1).max(512), decision: z.enum(['approve', 'reject', 'remove']) });
const statusBody = z.object({ status: z.enum(['approved', 'rejected', 'left']) });
const loginBody = z.object({ appId: z.string().min(1).max(512), onlyWriteCookie: z.boolean().optional() });
const bridgeLoginBody = z.object({ appId: z.string().min(1).max(512) });
const loginMasterBody = z.object({ assertion: z.string().min(1).max(8192) });
const logoutBody = z.object({ masterSid: z.string().min(1).max(128) });
const frameLogoutBody = z.object({ nonce: z.string().min(1).max(2048) });

export function federationRoutes(deps: FederationDeps & { limiters: Limiters }): Hono<AppEnv> {
  const { store, appKey, sessions, config, limiters } = deps;
  // Owner and admin among people, as for OAuth clients: federating decides who may sign in to the app.
  const ownerOrAdmin = requireGrant(sessions, 'mutate', RESOURCES.accessKey);
  // Each signed route takes the pinned key of the one role it expects, so a member record never speaks for the master.
  const fromMaster = requireServerCall({ store, appKey, appUrl: config.appUrl }, pinnedKey(store, 'master'));
  const fromMember = requireServerCall({ store, appKey, appUrl: config.appUrl }, pinnedKey(store, 'member'));
  const serverCallLimit = limit({ limiter: limiters.federatedCallPerIp });

  return new Hono<AppEnv>()
    .get(PATHS.federatedTrustedDomains, doc('Origins the SDK may trust for federated messages', trustedDomainsSchema), async (c) => c.json({ domains: await trustedDomains(store, config.appUrl) }))
    .get(SERVER_PATHS.federatedSettings, doc('Federation settings: the master, its status, the members (owner/admin)', federatedAdminSettingsSchema), ownerOrAdmin, async (c) => c.json(await federatedSettings(store)))
    .post(SERVER_PATHS.federatedJoin, doc('Ask a master app to accept this app as a member (owner/admin)', federatedAdminSettingsSchema), ownerOrAdmin, validate('json', joinBody), async (c) => c.json(await joinMaster(deps, c.req.valid('json').masterUrl)))
    .post(SERVER_PATHS.federatedLeave, doc('Leave the federation (owner/admin)', federatedAdminSettingsSchema), ownerOrAdmin, async (c) => c.json(await leaveMaster(deps)))
    .post(`${SERVER_PATHS.federatedMembers}/:appId/:decision`, doc('Approve, reject or remove a member (master owner/admin)', federatedMemberSchema), ownerOrAdmin, validate('param', decisionParams), async (c) => {
      const { appId, decision } = c.req.valid('param');
      return c.json(await decideMember(deps, appId, decision));
    })
    .post(SERVER_PATHS.federatedRequests, doc('A member asks to join (signed server call)', memberStatusSchema), skipCsrf, serverCallLimit, async (c) => c.json(await receiveJoinRequest(c, deps)))
    .post(SERVER_PATHS.federatedStatus, doc('This member\'s standing changed (signed server call from its master)', statusNoticeSchema), skipCsrf, serverCallLimit, fromMaster, validate('json', statusBody), async (c) => {
      await receiveStatusFromMaster(store, c.var.federatedCaller, c.req.valid('json').status);
      return c.json({ status: c.req.valid('json').status });
    })
    .post(SERVER_PATHS.federatedMemberLeft, doc('A member left (signed server call from that member)', okSchema), skipCsrf, serverCallLimit, fromMember, async (c) => {
      await receiveMemberLeft(store, c.var.federatedCaller);
      return c.json({ ok: true });
    })
    .post(SERVER_PATHS.federatedLogout, doc('End the sessions tied to a master session (signed server call from the master)', okSchema), skipCsrf, serverCallLimit, fromMaster, validate('json', logoutBody), async (c) => {
      await receiveLogoutFromMaster(deps, c.var.federatedCaller, c.req.valid('json').masterSid);
      return c.json({ ok: true });
    })
    .post(SERVER_PATHS.federatedMemberLogout, doc('End a master session handed to the calling member (signed server call from that member)', okSchema), skipCsrf, serverCallLimit, fromMember, validate('json', logoutBody), async (c) => {
      await receiveLogoutFromMember(deps, c.var.federatedCaller, c.req.valid('json').masterSid);
      return c.json({ ok: true });
    })
    .post(SERVER_PATHS.federatedLogin, doc('A signed login assertion for an approved member (master)', assertionSchema), validate('json', loginBody), async (c) => {
      const { appId, onlyWriteCookie } = c.req.valid('json');
      const token = sessionToken(c);
      const answer = onlyWriteCookie ? {} : await federatedLogin(deps, token, appId);
      // A first-party visit is the only chance to hand the bridge frame its cookie: the frame itself is third-party.
      await writeBridgeCookie(c, deps, token);
      return c.json(answer);
    })
    .post(SERVER_PATHS.federatedBridgeLogin, doc('An assertion for the embedding member, by the bridge cookie (master)', assertionSchema), skipCsrf, sameOriginOnly(config.appUrl), limit({ limiter: limiters.federatedLoginPerIp }), validate('json', bridgeLoginBody), async (c) =>
      c.json(await bridgeLogin(deps, await bridgeSessionId(c, appKey), c.req.valid('json').appId)),
    )
    // The functional frame's sign-out (SPEC §2 mode=logout): ends the session the bridge cookie names and drops the cookie.
    .post(SERVER_PATHS.federatedBridgeLogout, doc('End the session the bridge cookie names (master)', okSchema), skipCsrf, sameOriginOnly(config.appUrl), limit({ limiter: limiters.federatedLoginPerIp }), validate('json', frameLogoutBody), async (c) => {
      // Only the frame rendered for an approved member may do this, once: its nonce, not just a same-origin call.
      await spendFrameNonce({ appKey, store }, c.req.valid('json').nonce);
      await sessions.endSession(await bridgeSessionId(c, appKey));
      clearBridgeCookie(c);
      return c.json({ ok: true });
    })
    .post(PATHS.federatedLoginMaster, doc('Sign in with the master\'s assertion (member)', federatedLoginResultSchema), limit({ limiter: limiters.federatedLoginPerIp }), validate('json', loginMasterBody), async (c) =>
      c.json(deliverTokens(c, await loginMaster(deps, c.req.valid('json').assertion, c.var.client))),
    );
}
