import type { FederatedLoginMessage, HttpRequest } from '@foyer/client';
import { type FederatedPageData, FoyerError, isFoyerError, type Locale, SERVER_PATHS } from '@foyer/core';

/** What the hand-off needs of the popup window, so it can run without one. */
export interface HandOffWindow {
  /** The member page that opened this popup; null when the page was opened some other way. */
  opener: Pick<Window, 'postMessage'> | null;
  close(): void;
  /** Goes to the master's login page, which comes back here once the person has signed in. */
  leave(url: string): void;
}

/**
 * The master's half of a one-click sign-in at a member: asks this origin's Foyer (session by its own first-party
 * cookie) for an assertion addressed to the member and posts it to the member's origin only, then closes. Signed out
 * (401, nothing to renew) it leaves for the login page instead; a refusal is posted as its catalogue code and thrown.
 */
export async function handOff(data: FederatedPageData, request: HttpRequest, locale: Locale, page: HandOffWindow): Promise<void> {
  const { opener } = page;
  // An assertion is minted only for a member page waiting for it.
  if (!opener) throw new FoyerError('federatedManualLoginFailed');
  const tell = (message: FederatedLoginMessage) => opener.postMessage(message, data.memberOrigin);
  try {
    const { assertion } = await request<{ assertion: string }>(SERVER_PATHS.federatedLogin, { method: 'POST', query: { locale }, body: { appId: data.memberAppId } });
    tell({ type: 'federated_login', assertion });
    page.close();
  } catch (error) {
    if (isFoyerError(error) && error.status === 401) return page.leave(data.loginUrl);
    const refusal = isFoyerError(error) ? error : new FoyerError('federatedManualLoginFailed', { cause: error });
    tell({ type: 'federated_login', error: refusal.code });
    throw refusal;
  }
}
