import { createFoyerClient, createTokenStore, rememberInviter, type FoyerClient } from '@foyer/client';
import { DEFAULT_STORAGE_ENGINE, type AppInfo, type LoginResult, type PasskeyBehavior, type SessionUser, type StorageEngine } from '@foyer/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAccounts } from '../accounts/use-accounts.js';
import { AutoSwitch } from '../auto-switch/auto-switch.js';
import type { SwitchRequest } from '../auto-switch/switch-request.js';
import { ConnectDialog } from '../connect-dialog/connect-dialog.js';
import { createTranslate } from '../i18n/translate.js';
import { useFederatedAutoLogin } from '../methods/federated/use-federated-auto-login.js';
import { QuickLogin } from '../quick-login/quick-login.js';
import { useQuickLoginOffer } from '../quick-login/use-quick-login-offer.js';
import { SPACES_ACTION, useSpacesGuide } from '../spaces-guide/use-spaces-guide.js';
import { Toaster } from '../toasts/toaster.js';
import { useToastQueue } from '../toasts/use-toast-queue.js';
import { errorText } from '../util/error-text.js';
import { completeLogin } from './complete-login.js';
import { loadAppInfo } from './load-app-info.js';
import { InternalsContext, SessionContext, type FoyerInternals, type LoginOptions, type Session } from './session-context.js';
import { createSessionEvents } from './session-events.js';
import { requestedSwitch, restoreSession, verifyMagicToken } from './startup.js';
import { useHostBridge } from './use-host-bridge.js';
import { useLatest } from './use-latest.js';
import { useLocalePreference } from './use-locale-preference.js';
import { useThemePreference } from './use-theme-preference.js';
import { walletFlows } from './wallet-flows.js';
import '../styles/foyer.css';

export interface SessionProviderProps {
  children?: ReactNode;
  /** Origin (and optional path prefix) of the Foyer server; the page's own origin by default. */
  baseUrl?: string;
  /**
   * 'httpOnlyCookie' (default: tokens in HttpOnly cookies of the app's own site, out of reach of any script), or
   * 'cookie' / 'localStorage' (readable by the page, for cross-site embedding; see docs/sessions.md for the risk).
   */
  storageEngine?: StorageEngine;
  locale?: string;
  theme?: string;
  onLogin?(user: SessionUser): void;
  onLogout?(): void;
  /** Which passkey buttons to show: 'both' (default), 'only-existing', 'only-new' or 'none'; sign-in always shows both (SPEC §5). */
  passkeyBehavior?: PasskeyBehavior;
  /** false keeps the quick-login popup (SPEC §2.15) from opening by itself, as `showQuickConnect=false` in the URL does. */
  showQuickConnect?: boolean;
  /**
   * The session as the server read it for this page (`getSession(request)` of @foyer/server; null: signed out), so its
   * HTML, and the page as it hydrates, already show the account; the browser then restores the session as usual.
   */
  initialUser?: SessionUser | null;
}

export function SessionProvider({
  children,
  baseUrl = '',
  storageEngine = DEFAULT_STORAGE_ENGINE,
  locale: localeProp,
  theme: themeProp,
  onLogin,
  onLogout,
  passkeyBehavior = 'both',
  showQuickConnect = true,
  initialUser,
}: SessionProviderProps) {
  const [client, setClient] = useState<FoyerClient | null>(null);
  const [user, setUser] = useState(initialUser ?? null);
  const [initialized, setInitialized] = useState(initialUser !== undefined);
  const [loading, setLoading] = useState(true);
  const [appInfo, setAppInfo] = useState<AppInfo | null>(null);
  // `settle` ends the promise of a wallet flow when its dialog closes.
  const [connect, setConnect] = useState<(LoginOptions & { settle?(): void }) | null>(null);
  const [events] = useState(createSessionEvents);
  const [inviter, setInviter] = useState<string>();
  const [switchRequest, setSwitchRequest] = useState<SwitchRequest | null>(null);
  const { locale, setLocale } = useLocalePreference(localeProp);
  const { theme, setTheme } = useThemePreference(themeProp);
  const { toasts, push, dismiss } = useToastQueue();
  const latest = useLatest({ onLogin, onLogout, locale, push });

  const announceLogin = useCallback(
    (signedIn: SessionUser) => {
      events.emit('login', signedIn);
      latest.current.onLogin?.(signedIn);
    },
    [events, latest],
  );

  useEffect(() => {
    const created = createFoyerClient({ baseUrl, storageEngine });
    let active = true;
    const stopListening = created.onChange((event) => {
      if (!active) return;
      setUser(event.user);
      events.emit('change', event.user);
      if (event.type === 'logout') {
        events.emit('logout', null);
        latest.current.onLogout?.();
      }
    });
    setClient(created);
    const invitedBy = rememberInviter();
    setInviter(invitedBy);
    const context = {
      client: created,
      tokens: createTokenStore(storageEngine),
      locale: latest.current.locale,
      inviter: invitedBy,
      onLogin: (signedIn: SessionUser) => active && announceLogin(signedIn),
      onError: (error: unknown) => active && latest.current.push('error', errorText(error, latest.current.locale)),
    };
    void loadAppInfo(created.request).then((info) => active && setAppInfo(info));
    void (async () => {
      await restoreSession(context);
      // A session the server saw but the browser could not restore (expired meanwhile) ends here.
      if (active) setUser(created.user);
      if (active) setInitialized(true);
      await verifyMagicToken(context);
      if (active) setLoading(false);
      if (active) setSwitchRequest(requestedSwitch(created.user));
    })();
    return () => {
      active = false;
      stopListening();
      created.dispose();
    };
  }, [baseUrl, storageEngine, events, latest, announceLogin]);

  const hostBridge = useHostBridge(client, appInfo);

  const t = useMemo(() => createTranslate(locale), [locale]);

  const internals = useMemo<FoyerInternals | null>(
    () =>
      client && {
        client,
        baseUrl,
        toast: push,
        passkeyBehavior,
        inviter,
        async completeLogin(result?: LoginResult) {
          const signedIn = await completeLogin(client, result);
          if (signedIn) announceLogin(signedIn);
          return signedIn;
        },
      },
    [client, baseUrl, push, passkeyBehavior, inviter, announceLogin],
  );
  const accounts = useAccounts(internals, appInfo);
  const autoLoginFailed = useCallback((error: unknown) => latest.current.push('error', errorText(error, latest.current.locale)), [latest]);
  useFederatedAutoLogin({ internals, appInfo, initialized, signedIn: user !== null, locale, onError: autoLoginFailed });
  const quickLogin = useQuickLoginOffer({ client, settled: !loading, signedIn: user !== null, busy: connect !== null, enabled: showQuickConnect });
  const spaces = useSpacesGuide({ client, appInfo, user, canOffer: !loading && connect === null && switchRequest === null, hostBridge });

  const session = useMemo<Session>(
    () => ({
      user,
      initialized,
      loading,
      // The storage-space action is the guide's, not a connect dialog's.
      login: (options = {}) => (options.action === SPACES_ACTION ? void spaces.connectDidSpace() : setConnect(options)),
      ...accounts.actions,
      ...walletFlows(user, (action) => new Promise<void>((settle) => setConnect({ action, settle }))),
      connectDidSpace: spaces.connectDidSpace,
      disconnectDidSpace: spaces.disconnectDidSpace,
      locale,
      setLocale,
      theme,
      setTheme,
      appInfo,
      events,
    }),
    [user, initialized, loading, locale, setLocale, theme, setTheme, appInfo, events, accounts.actions, spaces.connectDidSpace, spaces.disconnectDidSpace],
  );

  return (
    <SessionContext.Provider value={session}>
      <InternalsContext.Provider value={internals}>
        {children}
        {connect && internals && (
          <ConnectDialog
            layout={connect.layout}
            action={connect.action}
            sourceAppPid={connect.sourceAppPid}
            forceConnected={connect.forceConnected}
            extraParams={connect.extraParams}
            onSuccess={() => hostBridge.succeeded?.()}
            onClose={() => {
              hostBridge.closed?.(connect.action ?? 'login');
              connect.settle?.();
              setConnect(null);
            }}
          />
        )}
        {accounts.dialog}
        {spaces.guide}
        {quickLogin.sessions && !user && (
          <QuickLogin
            sessions={quickLogin.sessions}
            onClose={quickLogin.dismiss}
            onOtherAccount={() => {
              quickLogin.dismiss();
              setConnect({});
            }}
          />
        )}
        {switchRequest && <AutoSwitch request={switchRequest} onDone={() => setSwitchRequest(null)} />}
        <Toaster toasts={toasts} dismiss={dismiss} theme={theme} t={t} />
      </InternalsContext.Provider>
    </SessionContext.Provider>
  );
}
