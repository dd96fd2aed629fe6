import { FoyerError, PATHS, RESOURCES } from '@foyer/core';
import { Hono } from 'hono';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireGrant } from '../../http/require-grant.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { inviteLink } from './invite-link.js';
import { assertCanInvite } from './resolve-invitation.js';
import { routeDocs } from '../openapi/describe.js';
import { inviteLinkSchema } from '../openapi/invite-link-schema.js';

const doc = routeDocs('Invitations');

export interface InvitationRoutesDeps {
  store: Store;
  sessions: SessionService;
  config: Pick<FoyerConfig, 'appUrl' | 'invitesEnabled'>;
}

/** The link 'Invite friends' copies (SPEC §2.14): only while invites are on, and only for someone whose invitees may still join. */
export function invitationRoutes({ store, sessions, config }: InvitationRoutesDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(PATHS.inviteLink, doc('The signed-in user\'s invite link', inviteLinkSchema), requireGrant(sessions, 'query', RESOURCES.team), async (c) => {
    if (!config.invitesEnabled) throw new FoyerError('forbidden');
    const inviter = await store.users.findByDid(c.var.caller.claims.sub);
    if (!inviter) throw new FoyerError('invalidToken');
    await assertCanInvite(store, inviter);
    return c.json({ url: inviteLink(config.appUrl, inviter.did) });
  });
}
