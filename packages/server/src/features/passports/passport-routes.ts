import { can, FoyerError, PASSPORT_ROLES, PATHS, RESOURCES, SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Bus } from '../../bus/types.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireGrant, type Caller } from '../../http/require-grant.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { Store } from '../../store/types.js';
import { deliverTokens } from '../session/deliver-tokens.js';
import type { SessionService } from '../session/session-service.js';
import { createIssuance } from './create-issuance.js';
import { issuePassport } from './issue-passport.js';
import { revokePassport } from './revoke-passport.js';
import { toPassport } from './to-passport.js';
import { routeDocs } from '../openapi/describe.js';
import { blacklistSchema, passportLinkSchema, passportListSchema, passportSchema } from '../openapi/passport-schemas.js';
import { switchedTokensSchema } from '../openapi/session-schemas.js';

const doc = routeDocs('Passports');

export interface PassportRoutesDeps {
  store: Store;
  bus: Bus;
  sessions: SessionService;
  appUrl: string;
}

/** How many revoked ids the blacklist lists, most recent first: enough for any app's revocations, bounded for the rest. */
export const BLACKLIST_LIMIT = 1000;

const switchBody = z.object({ passportId: z.string().min(1) });
const issueBody = z.object({
  ownerDid: z.string().min(1),
  role: z.enum(PASSPORT_ROLES),
  title: z.string().trim().min(1).max(100).optional(),
  expiresAt: z.number().int().positive().optional(),
});
const ownerQuery = z.object({ ownerDid: z.string().min(1) });
const issuanceBody = z.object({
  role: z.enum(PASSPORT_ROLES),
  title: z.string().trim().min(1).max(100).optional(),
  expiresAt: z.number().int().positive().optional(),
});

/** Anyone's passports (revoked ones and who issued them too) are for those who issue and revoke them: SPEC §6's mutate team. */
function refuseOthersPassports({ claims, user }: Caller, ownerDid: string): void {
  const managesPassports = can(claims.role, 'mutate', RESOURCES.team) && can(user.role, 'mutate', RESOURCES.team);
  if (ownerDid !== claims.sub && !managesPassports) throw new FoyerError('forbidden');
}

/**
 * SPEC §7 GET /passports and POST /switch for the signed-in user, the team's routes to issue, list and revoke passports and
 * to make one-time passport links, and the blacklist of revoked passport credentials.
 */
export function passportRoutes({ store, bus, sessions, appUrl }: PassportRoutesDeps): Hono<AppEnv> {
  const teamQuery = requireGrant(sessions, 'query', RESOURCES.team);
  const teamMutate = requireGrant(sessions, 'mutate', RESOURCES.team);
  const signedIn = requireSession(sessions);

  return new Hono<AppEnv>()
    .get(PATHS.passports, doc('The signed-in user\'s valid passports', passportListSchema), signedIn, async (c) => {
      const passports = await store.passports.listByOwner(c.var.signedIn.claims.sub).catch((cause: unknown) => {
        c.var.log.error({ err: cause, requestId: c.var.requestId }, 'Listing passports failed');
        throw new FoyerError('getPassportFailed', { cause });
      });
      return c.json(passports.filter((passport) => passport.status === 'valid').map(toPassport));
    })
    .post(PATHS.switchPassport, doc('Switch to another of the user\'s passports (new token pair)', switchedTokensSchema), signedIn, validate('json', switchBody), async (c) =>
      c.json(deliverTokens(c, await sessions.switchPassport(c.var.signedIn.claims.sid, c.req.valid('json').passportId))),
    )
    .get(SERVER_PATHS.teamPassports, doc('A person\'s passports, any status (their own; anyone\'s for owner/admin)', passportListSchema), teamQuery, validate('query', ownerQuery), async (c) => {
      const { ownerDid } = c.req.valid('query');
      refuseOthersPassports(c.var.caller, ownerDid);
      return c.json((await store.passports.listByOwner(ownerDid)).map(toPassport));
    })
    .post(SERVER_PATHS.teamPassports, doc('Issue a passport (owner/admin)', passportSchema, 201), teamMutate, validate('json', issueBody), async (c) =>
      c.json(await issuePassport({ store, bus }, c.var.caller, c.req.valid('json')), 201),
    )
    .post(`${SERVER_PATHS.teamPassports}/:id/revoke`, doc('Revoke a passport (owner/admin)', passportSchema), teamMutate, async (c) => c.json(await revokePassport({ store, bus }, c.var.caller, c.req.param('id'))))
    .post(SERVER_PATHS.passportIssuances, doc('Create a one-time passport link (owner/admin)', passportLinkSchema, 201), teamMutate, validate('json', issuanceBody), async (c) =>
      c.json(await createIssuance(store, c.var.caller, c.req.valid('json'), appUrl), 201),
    )
    // Revoked credential ids, as verifiers poll them: a minute of caching keeps a revocation from lagging long.
    .get(SERVER_PATHS.blacklist, doc('Revoked passports, for other services to check', blacklistSchema), async (c) => {
      const ids = await store.passports.listRevokedIds(BLACKLIST_LIMIT);
      return c.json({ revoked: ids.map((id) => `urn:uuid:${id}`) }, 200, { 'cache-control': 'public, max-age=60' });
    });
}
