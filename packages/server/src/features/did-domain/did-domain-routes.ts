import { FoyerError, RESOURCES, SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requireGrant } from '../../http/require-grant.js';
import type { AppKey } from '../../keys/app-key.js';
import type { LinkedDomainRecord, Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { didConfigurationFor } from './did-configuration.js';
import { normalizeDomain } from './domain-name.js';
import { routeDocs } from '../openapi/describe.js';
import { didConfigurationSchema, linkedDomainListSchema, unlinkedDomainSchema } from '../openapi/did-domain-schemas.js';

const doc = routeDocs('DID domain');

export interface DidDomainRoutesDeps {
  store: Store;
  sessions: SessionService;
  appKey: AppKey;
  appUrl: string;
}

/** A linked domain as the owner's page lists it; the credential itself is public at the domain's did-configuration.json. */
const toLinkedDomain = ({ domain, did, linkedBy, signedBy, expiresAt, createdAt }: LinkedDomainRecord) => ({
  domain,
  origin: `https://${domain}`,
  did,
  linkedBy,
  signedBy,
  expiresAt,
  createdAt,
});

/** The DID Configuration every origin of the app serves, and the owner's (or an admin's) list of linked domains with unlink. */
export function didDomainRoutes({ store, sessions, appKey, appUrl }: DidDomainRoutesDeps): Hono<AppEnv> {
  // Domains are the app's addresses: theirs to manage who may change its routing (owner and admin).
  const ownerOrAdmin = requireGrant(sessions, 'mutate', RESOURCES.node);
  return new Hono<AppEnv>()
    .get(SERVER_PATHS.didConfiguration, doc('Well Known DID Configuration (domain linkage credentials)', didConfigurationSchema), async (c) => {
      // The host the visitor (or verifier) asked, as the Host header names it: one deployment answers for every linked domain.
      const host = new URL(c.req.url).hostname;
      return c.json(await didConfigurationFor({ store, appKey, appUrl }, host));
    })
    .get(SERVER_PATHS.linkedDomains, doc('Linked domains (owner/admin)', linkedDomainListSchema), ownerOrAdmin, async (c) => c.json((await store.linkedDomains.list()).map(toLinkedDomain)))
    .delete(`${SERVER_PATHS.linkedDomains}/:domain`, doc('Unlink a domain (owner/admin)', unlinkedDomainSchema), ownerOrAdmin, async (c) => {
      const domain = normalizeDomain(c.req.param('domain')) ?? c.req.param('domain');
      if (!(await store.linkedDomains.remove(domain))) throw new FoyerError('didDomainNotLinked', { params: { domain } });
      return c.json({ domain });
    });
}
