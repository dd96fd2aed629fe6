import { FoyerError } from '@foyer/core';
import type { JsonValue } from '@foyer/did';
import type { AppKey } from '../../keys/app-key.js';
import type { Store } from '../../store/types.js';
import { toLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { authPrincipalClaim, signatureClaim } from '../connect/claims.js';
import type { ConnectAction, ConnectOutcome, ConnectRefusal } from '../connect/connect-action.js';
import { signDomainLinkage } from './domain-linkage-credential.js';
import { DOMAIN_HINT, normalizeDomain } from './domain-name.js';
import { ownerBehindWallet } from './owner-behind-wallet.js';

export const DID_DOMAIN_ACTION = 'connect-to-did-domain';

/** What the owner's wallet signs: the domain, and the app it is linked to by name and DID. */
export const linkRequestText = (domain: string, appName: string, appDid: string) => `Link ${domain} to ${appName} (${appDid})`;

/** What the page gets besides the owner's session: the domain now published, and the DID it is linked to. */
export interface LinkedDomainResult {
  domain: string;
  origin: string;
  did: string;
}

export interface DidDomainActionDeps {
  store: Store;
  sessions: SessionService;
  appKey: AppKey;
  appName: string;
}

const sigOf = (answer: JsonValue | undefined): string =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer) && typeof answer['sig'] === 'string' ? answer['sig'] : '';

/**
 * connect-to-did-domain (SPEC §1, sent as login, §7): the owner's wallet names itself and signs the request to link the
 * domain; the app signs a Domain Linkage Credential for it, and the owner is signed in. Anyone else is refused, nothing kept.
 */
export function didDomainAction({ store, sessions, appKey, appName }: DidDomainActionDeps): ConnectAction {
  return {
    steps: (extraParams) => {
      const domain = extraParams['domain'] ?? '';
      const text = linkRequestText(domain, appName, appKey.did);
      return [[authPrincipalClaim(extraParams['forceConnected'])], [signatureClaim(new TextEncoder().encode(text), text)]];
    },
    // A link names its domain: without a valid one, no session opens.
    async openParams(params) {
      const domain = normalizeDomain(params['domain'] ?? '');
      if (!domain) throw new FoyerError('invalidInput', { field: 'domain', params: { field: 'domain', detail: DOMAIN_HINT } });
      return { ...params, domain };
    },
    async finish({ did, answers, walletOS, extraParams }): Promise<ConnectOutcome | ConnectRefusal> {
      // GET /token took only a valid domain; read it again so a session made otherwise cannot link junk.
      const domain = normalizeDomain(extraParams['domain'] ?? '');
      if (!domain) return { refuse: 'invalidInput', params: { field: 'domain', detail: DOMAIN_HINT } };
      const owner = await ownerBehindWallet(store, did);
      if (!owner) return { refuse: 'didDomainOwnerOnly', params: { did } };
      const now = Date.now();
      const linkage = await signDomainLinkage(appKey, `https://${domain}`, now);
      await store.linkedDomains.save({
        domain,
        did: linkage.did,
        credential: linkage.credential,
        linkedBy: owner.did,
        signedBy: did,
        proof: sigOf(answers[0]),
        expiresAt: linkage.expiresAt,
        createdAt: now,
      });
      const user = (await store.users.update(owner.did, { lastLoginAt: now })) ?? owner;
      const issued = await sessions.issueSession({ user, provider: 'wallet', walletOS, visitorId: extraParams['visitorId'] });
      const linkedDomain: LinkedDomainResult = { domain, origin: linkage.origin, did: linkage.did };
      return { result: { ...toLoginResult(issued), walletOS, linkedDomain } };
    },
  };
}
