export { BridgeError } from './bridge/bridge-error.js';
export { connectFoyerFrame, type ConnectFoyerFrameOptions, type FoyerFrame } from './bridge/connect-foyer-frame.js';
export { framingOrigin } from './bridge/framing-origin.js';
export { startFoyerBridge, type FoyerBridge, type FoyerBridgeOptions } from './bridge/start-foyer-bridge.js';
export type { BridgeEventName, BridgeHandlers, BridgePayload } from '@foyer/core';
export { createFoyerClient, type FoyerClient, type FoyerClientOptions, type LogoutOptions, type SessionTokens } from './client/create-foyer-client.js';
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
export { approvedMaster } from './federation/approved-master.js';
export { autoLoginFederated } from './federation/auto-login-federated.js';
export { loadSharedBridge, type LoadSharedBridgeOptions, type SharedBridge } from './federation/load-shared-bridge.js';
export { openFederatedPopup } from './federation/open-federated-popup.js';
export { runFunctionalFrame, type FunctionalFrame } from './federation/run-functional-frame.js';
export { signInWithFederatedPopup } from './federation/sign-in-with-federated-popup.js';
export { signInWithMaster } from './federation/sign-in-with-master.js';
export { readStorageAccessRecord, rememberFederatedMaster, writeStorageAccessRecord } from './federation/storage-access-record.js';
export type { FederatedLoginMessage, FederatedLoginResult, FederatedMemberApp, WaitForFederatedAssertionOptions } from './federation/types.js';
export { waitForFederatedAssertion } from './federation/wait-for-federated-assertion.js';
export { createHttp, type HttpOptions } from './http/create-http.js';
export { HttpError } from './http/http-error.js';
export type { HttpMethod, HttpRequest, QueryValue, RequestOptions } from './http/types.js';
export { getInviteLink } from './invitations/get-invite-link.js';
export { rememberInviter } from './invitations/remember-inviter.js';
export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
export { authorizeWithPopup } from './oauth/authorize-with-popup.js';
export { OAUTH_PATHS } from './oauth/oauth-paths.js';
export { openOAuthPopup } from './oauth/open-oauth-popup.js';
export { signInWithOAuth } from './oauth/sign-in-with-oauth.js';
export type {
  AuthorizationGrant,
  AuthorizationResponse,
  AuthorizeWithPopupOptions,
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
export { createPassportLink, type PassportLink, type PassportLinkInput } from './passports/create-passport-link.js';
export { listPassports } from './passports/list-passports.js';
export { openPassportConnect, type PassportConnect, type PassportConnectAction } from './passports/open-passport-connect.js';
export { switchPassport } from './passports/switch-passport.js';
export { connectDidSpace, type ConnectDidSpaceOptions } from './spaces/connect-did-space.js';
export { disconnectDidSpace } from './spaces/disconnect-did-space.js';
export { spacePopupUrl } from './spaces/space-popup-url.js';
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
export { deleteUser } from './user/delete-user.js';
export { getNotificationConfig } from './user/get-notification-config.js';
export { getPrivacyConfig } from './user/get-privacy-config.js';
export { getProfile } from './user/get-profile.js';
export { getPublicUser } from './user/get-public-user.js';
export { getUnreadCount } from './user/get-unread-count.js';
export { refreshProfile } from './user/refresh-profile.js';
export { saveNotificationChannels } from './user/save-notification-channels.js';
export { savePrivacyConfig } from './user/save-privacy-config.js';
export { setNotificationWebhook } from './user/set-notification-webhook.js';
export { updateDidSpace } from './user/update-did-space.js';
export { updateProfile } from './user/update-profile.js';
export { USER_PATHS } from './user/user-paths.js';
export { listMySessions } from './user-session/list-my-sessions.js';
export { listUserSessions } from './user-session/list-user-sessions.js';
export { loginWithUserSession } from './user-session/login-with-user-session.js';
export { USER_SESSION_PATHS } from './user-session/user-session-paths.js';
