import { authorizeWithPopup, openOAuthPopup, type FoyerClient } from '@foyer/client';
import { OAUTH_API_PREFIX } from '@foyer/core';
import { useEffect, useRef, useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { errorText } from '../util/error-text.js';
import { appOrigin } from '../methods/oauth/app-origin.js';

interface ProviderMessage {
  message: string;
}

/**
 * Binds and unbinds the signed-in user's OAuth accounts; `busy` holds the providers whose button is working.
 * `bind` opens the popup and listens for its answer before its first await, so it must be called straight from a click.
 */
export function useAccountLinks() {
  const { locale, appInfo } = useSession();
  const internals = useInternals();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const popups = useRef(new Set<Window>());

  // A popup left open after the page moved on could still post a grant nobody waits for.
  useEffect(() => () => popups.current.forEach((popup) => popup.close()), []);

  function mark(provider: string, working: boolean) {
    setBusy((current) => {
      const next = new Set(current);
      if (working) next.add(provider);
      else next.delete(provider);
      return next;
    });
  }

  /** Runs the change `link` makes, then reloads the session and toasts the outcome. */
  async function run(provider: string, link: () => Promise<ProviderMessage>) {
    if (!internals) return;
    const { client, toast } = internals;
    mark(provider, true);
    try {
      const { message } = await link();
      // The server dropped its cached session; reloading it shows the changed connectedAccounts.
      await client.getSession();
      toast('success', message);
    } catch (caught) {
      toast('error', errorText(caught, locale));
    } finally {
      mark(provider, false);
    }
  }

  function post(client: FoyerClient, path: 'bind' | 'unbind', body: Record<string, unknown>) {
    return client.request<ProviderMessage>(`${OAUTH_API_PREFIX}/${path}`, { method: 'POST', query: { locale }, body });
  }

  function bind(provider: string) {
    if (!internals) return;
    const { client, toast } = internals;
    const { baseUrl } = client;
    let popup: Window;
    try {
      popup = openOAuthPopup(provider, { baseUrl, locale });
    } catch (caught) {
      toast('error', errorText(caught, locale));
      return;
    }
    popups.current.add(popup);
    // The server's refusal (an identity linked to another user) says more than 'Login with third party failed'.
    const bound = authorizeWithPopup(popup, ({ code, state, iss }) => post(client, 'bind', { provider, code, state, iss }), {
      baseUrl,
      appOrigin: appOrigin(appInfo),
      keepExchangeError: true,
    }).finally(() => popups.current.delete(popup));
    void run(provider, () => bound);
  }

  function unbind(provider: string) {
    if (!internals) return;
    const { client } = internals;
    void run(provider, () => post(client, 'unbind', { provider }));
  }

  return { busy, bind, unbind };
}
