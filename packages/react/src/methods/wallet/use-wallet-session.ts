import { createConnectSession, writeConnectMarkers, type ConnectSession, type ConnectView } from '@foyer/client';
import { createPageKey, unsealFromServer, type ConnectResult, type Provider } from '@foyer/core';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../util/error-text.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { loginResultOf } from './login-result-of.js';
import { userChangeFlow } from './user-change-flow.js';

/**
 * One connect session (SPEC §4) for the life of the component, and its view; a sign-in that fails after the wallet
 * approved shows as an error. An action that changes the signed-in user reloads it and ends on its done screen.
 */
export function useWalletSession(props: ConnectMethodProps, provider?: Provider) {
  const { client } = props;
  const { action, locale, sourceAppPid, inviter, extraParams } = props.context;
  const flow = userChangeFlow(action);
  // Read once: reloading the user at the end must not start a new session.
  const [forceConnected] = useState(() => (flow?.ownWallet ? props.context.user?.walletDid : props.context.forceConnected));
  // The session outlives renders, so its callbacks read the latest complete and toast.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [session, setSession] = useState<ConnectSession>();
  const [view, setView] = useState<ConnectView>();
  const [finishError, setFinishError] = useState('');

  useEffect(() => {
    async function finish(results: ConnectResult[], view: ConnectView): Promise<void> {
      try {
        if (flow) {
          // The server dropped its cached session; reloading it shows the change (walletDid, profile).
          await client.getSession();
          latest.current.done(latest.current.t(flow.done));
          return;
        }
        const login = loginResultOf(results);
        const signedIn = await latest.current.complete(login);
        // SPEC §3 markers: who connected last, with which wallet, to which app, unless the page asked not to keep them.
        if (signedIn && view.saveConnect !== false) {
          writeConnectMarkers({ did: login.user?.did, pk: login.user?.pk, walletOS: login.walletOS, app: latest.current.context.appInfo?.appPid });
        }
      } catch (caught) {
        setFinishError(errorText(caught, locale));
      }
    }
    const created = createConnectSession({
      request: client.request,
      action,
      locale,
      // 'nft' asks the login action to take an NFT the wallet holds instead of the wallet's own account.
      provider,
      // A named account is asked for with quick connect, so a wallet holding it can answer without picking one.
      query: { sourceAppPid, forceConnected, autoConnect: forceConnected ? true : undefined, inviter },
      extraParams,
      createPageKey,
      // The browser's WebSocket and address; createConnectSession falls back to polling where the relay cannot serve.
      socket: { baseUrl: client.baseUrl },
      unseal: async (sealed, token, key) => JSON.parse(await unsealFromServer(key.privateKey, sealed, token)) as ConnectResult,
      onSuccess: (results, view) => void finish(results, view),
      onNotice: (message) => latest.current.toast('info', message),
    });
    const unsubscribe = created.subscribe(setView);
    setSession(created);
    setView(created.getState());
    void created.start();
    return () => {
      unsubscribe();
      created.dispose();
    };
  }, [client, action, locale, provider, sourceAppPid, flow, forceConnected, inviter, extraParams]);

  return {
    view,
    finishError,
    retry() {
      setFinishError('');
      void session?.retry();
    },
  };
}
