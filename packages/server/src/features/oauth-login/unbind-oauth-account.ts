import { FoyerError, formatMessage, OAUTH_PROVIDERS, type Locale } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';

export interface UnbindOAuthAccountDeps {
  store: Store;
  bus: Bus;
}

/** The account to unlink: its provider, and its DID when the page names the exact account (SPEC §7 `connectedAccount`). */
export interface UnbindTarget {
  provider: string;
  did?: string | undefined;
}

/** Unlinks the user's `provider` account; the account the user signed up with stays, as the user's DID is that account's. */
export async function unbindOAuthAccount({ store, bus }: UnbindOAuthAccountDeps, { provider, did }: UnbindTarget, userDid: string, locale: Locale): Promise<{ message: string }> {
  const failed = () => new FoyerError('unbindProviderFailed', { params: { provider } });
  const user = await store.users.findByDid(userDid);
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider) || !user || user.sourceProvider === provider) throw failed();
  const account = (await store.connectedAccounts.listByUser(userDid)).find((linked) => linked.provider === provider && linked.did !== userDid);
  if (!account || (did !== undefined && account.did !== did) || !(await store.connectedAccounts.remove(account.id))) throw failed();
  await bus.publish('user.updated', { did: userDid });
  return { message: formatMessage('unbindProviderSucceed', { provider }, locale) };
}
