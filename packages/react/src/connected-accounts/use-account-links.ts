import { openOAuthPopup, waitForAuthorizationResponse } from '@foyer/client';
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
 * `bind` opens the popup before its first await, so it must be called straight from a click.
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

  /** Posts `{OAUTH_API_PREFIX}/{path}` with the body `prepare` resolves to, then reloads the session and toasts the outcome. */
  async function run(provider: string, path: 'bind' | 'unbind', prepare: () => Promise<Record<string, unknown>>) {
    if (!internals) return;
    const { client, toast } = internals;
    mark(provider, true);
    try {
      const body = await prepare();
      const { message } = await client.request<ProviderMessage>(`${OAUTH_API_PREFIX}/${path}`, { method: 'POST', query: { locale }, body });
      // The server dropped its cached session; reloading it shows the changed connectedAccounts.
      await client.getSession();
      toast('success', message);
    } catch (caught) {
      toast('error', errorText(caught, locale));
    } finally {
      mark(provider, false);
    }
  }

  function bind(provider: string) {
    if (!internals) return;
    let popup: Window;
    try {
      popup = openOAuthPopup(provider, { baseUrl: internals.client.baseUrl, locale });
    } catch (caught) {
      internals.toast('error', errorText(caught, locale));
      return;
    }
    popups.current.add(popup);
    void run(provider, 'bind', async () => {
      try {
        const { code, state, iss } = await waitForAuthorizationResponse(popup, { appOrigin: appOrigin(appInfo) });
        return { provider, code, state, iss };
      } finally {
        popups.current.delete(popup);
      }
    });
  }

  function unbind(provider: string) {
    void run(provider, 'unbind', async () => ({ provider }));
  }

  return { busy, bind, unbind };
}
