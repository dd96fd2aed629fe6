import { randomUUID } from 'node:crypto';
import { FoyerError, formatMessage, type Locale } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { ConnectedAccountRecord } from '../../store/types.js';
import type { AuthorizationResponse } from './authorization-response.js';
import { exchangeAuthorizationCode, type ExchangeAuthorizationCodeDeps } from './exchange-authorization-code.js';
import { oauthAccountKey } from './oauth-user.js';

export interface BindOAuthAccountDeps extends ExchangeAuthorizationCodeDeps {
  bus: Bus;
  didKey: Buffer;
}

/** Links the identity behind the code to the signed-in user; an identity another user holds is refused, never merged. */
export async function bindOAuthAccount(deps: BindOAuthAccountDeps, input: AuthorizationResponse, userDid: string, locale: Locale): Promise<{ message: string }> {
  const { store, bus, didKey } = deps;
  const { provider, identity } = await exchangeAuthorizationCode(deps, input, 'bindProviderFailed');
  const profile = { email: identity.email, fullName: identity.name, avatar: identity.picture };
  const linkedTo = (account: ConnectedAccountRecord | null) => {
    if (account && account.userDid !== userDid) throw new FoyerError('oauthAccountLinkedToAnother', { params: { provider } });
    return account;
  };

  const existing = linkedTo(await store.connectedAccounts.findByProviderUser(provider, identity.sub));
  if (existing) {
    await store.connectedAccounts.update(existing.id, profile);
  } else {
    // One account per provider, so that unbinding `{ provider }` names exactly one.
    if ((await store.connectedAccounts.listByUser(userDid)).some((account) => account.provider === provider)) {
      throw new FoyerError('oauthProviderAlreadyBound', { params: { provider } });
    }
    try {
      await store.connectedAccounts.create({
        id: randomUUID(),
        userDid,
        provider,
        did: oauthAccountKey(didKey, provider, identity.sub).did,
        providerUserId: identity.sub,
        ...profile,
        extra: null,
        lastLoginAt: null,
      });
    } catch (error) {
      // A concurrent first sign-in or bind of the same identity won the unique (provider, subject) index.
      if (!linkedTo(await store.connectedAccounts.findByProviderUser(provider, identity.sub))) throw error;
    }
  }
  await bus.publish('user.updated', { did: userDid });
  return { message: formatMessage('bindProviderSucceed', { provider }, locale) };
}
