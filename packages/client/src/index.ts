export { createFoyerClient, type FoyerClient, type FoyerClientOptions, type SessionTokens } from './client/create-foyer-client.js';
export { connectPath, type ConnectStep } from './connect/connect-path.js';
export { createConnectSession, DEFAULT_CONNECT_TIMEOUT_MS } from './connect/create-connect-session.js';
export { createStatusGate, type StatusGate, type StatusGateOptions } from './connect/create-status-gate.js';
export { isWalletCancel } from './connect/is-wallet-cancel.js';
export { openRelaySocket, type RelaySocket, type RelaySocketInput } from './connect/open-relay-socket.js';
export { requestConnectStatus, tellConnectTimeout } from './connect/request-connect-status.js';
export { requestConnectToken } from './connect/request-connect-token.js';
export { shouldUseSocket, type SocketCheck } from './connect/should-use-socket.js';
export type {
  ConnectEvent,
  ConnectListener,
  ConnectSession,
  ConnectSessionOptions,
  ConnectTokenQuery,
  ConnectView,
  ConnectPageKey,
  RelaySocketOptions,
  RelayWebSocket,
  RelayWebSocketConstructor,
  StatusAnswer,
} from './connect/types.js';
export { createHttp, type HttpOptions } from './http/create-http.js';
export { HttpError } from './http/http-error.js';
export type { HttpMethod, HttpRequest, QueryValue, RequestOptions } from './http/types.js';
export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
export { OAUTH_PATHS } from './oauth/oauth-paths.js';
export { openOAuthPopup } from './oauth/open-oauth-popup.js';
export { signInWithOAuth } from './oauth/sign-in-with-oauth.js';
export type {
  AuthorizationGrant,
  AuthorizationResponse,
  OAuthLoginResult,
  OpenOAuthPopupOptions,
  SignInWithOAuthOptions,
  WaitForAuthorizationResponseOptions,
} from './oauth/types.js';
export { waitForAuthorizationResponse } from './oauth/wait-for-authorization-response.js';
export { createPasskey } from './passkey/create-passkey.js';
export { isInsideWalletApp } from './passkey/is-inside-wallet-app.js';
export { isPasskeyAbort } from './passkey/is-passkey-abort.js';
export { PASSKEY_PATHS } from './passkey/passkey-paths.js';
export { sendPasskeyEmailCode } from './passkey/send-passkey-email-code.js';
export { signInWithPasskey } from './passkey/sign-in-with-passkey.js';
export type { CreatePasskeyOptions, PasskeyLoginResult, PasskeyRegistration, SignInWithPasskeyOptions } from './passkey/types.js';
export { verifyPasskeyEmail } from './passkey/verify-passkey-email.js';
export { webauthnErrorMessage } from './passkey/webauthn-error-message.js';
export { createRefresher, type Refresher, type RefresherOptions } from './session/create-refresher.js';
export {
  REFRESH_LOCK_NAME,
  SESSION_CHANNEL_NAME,
  type LockManagerLike,
  type SessionBroadcast,
  type SessionChannel,
} from './session/cross-tab.js';
export {
  createCurrentUser,
  type CurrentUser,
  type SessionEvent,
  type SessionEventType,
  type SessionListener,
} from './session/current-user.js';
export { decodeTokenPayload } from './session/decode-token-payload.js';
export { startRenewalLoop, type RenewalLoopOptions } from './session/renewal-loop.js';
export { shouldRenew } from './session/should-renew.js';
export { withRefresh } from './session/with-refresh.js';
export { clearConnectMarkers, readConnectMarkers, writeConnectMarkers, type ConnectMarkers } from './storage/connect-markers.js';
export { createTokenStore } from './storage/create-token-store.js';
export { readCookie } from './storage/read-cookie.js';
export { writeCookie } from './storage/write-cookie.js';
export type { TokenStore } from './storage/token-store.js';
export { getVisitorId } from './storage/visitor-id.js';
