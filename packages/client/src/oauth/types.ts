import type { LoginResult, Locale, MessageCode } from '@foyer/core';

/** What the oauth-login popup posts to its opener (docs/oauth.md, "Popup message"). */
export type AuthorizationResponse =
  | { type: 'authorization_response'; provider: string; code: string; state: string; iss?: string }
  | { type: 'authorization_response'; provider: string; error: string; errorCode: MessageCode };

/** The provider's grant, once the popup brought it back without an error. */
export type AuthorizationGrant = Extract<AuthorizationResponse, { code: string }>;

export interface OpenOAuthPopupOptions {
  /** Origin (and optional path prefix) of the Foyer server; the page's own origin when empty. */
  baseUrl: string;
  action?: string;
  locale?: Locale;
  sourceAppPid?: string;
}

export interface WaitForAuthorizationResponseOptions {
  /** The only origin whose messages count: the app URL's, which the callback page posts to. */
  appOrigin: string;
  /** POPUP.timeoutMs by default. */
  timeoutMs?: number;
}

export interface AuthorizeWithPopupOptions extends WaitForAuthorizationResponseOptions {
  /** The server the popup was opened on (openOAuthPopup's `baseUrl`), whose logout path ends a failed exchange. */
  baseUrl: string;
  /** Rethrows the exchange's own error instead of 'Login with third party failed': /bind's refusals say more. */
  keepExchangeError?: boolean;
}

export interface SignInWithOAuthOptions {
  action?: string;
  sourceAppPid?: string;
  /** The invite link's DID (see rememberInviter), for an identity that signs up. */
  inviter?: string;
  locale?: Locale;
}

/** An OAuth sign-in answers the plain login result, never sealed. */
export type OAuthLoginResult = LoginResult & { encrypted: false };
