import { AUTH_SERVICE_PREFIX } from '@foyer/core';

/** What the server tells the login page, in a JSON script element with this id. */
export const LOGIN_PAGE_DATA_ID = 'foyer-login-page';

export interface LoginPageData {
  /** Where to go once signed in: the validated `redirect`, else the app root. */
  redirect: string;
  /** Only this DID counts as already signed in (SPEC §4 auto switch). */
  forceConnected: string | null;
  sourceAppPid: string | null;
  /** Show the sign-in even to a signed-in visitor: an app asked for a fresh sign-in (OpenID prompt=login). */
  fresh: boolean;
  /** Nonce of the styles the page's dialogs inject (react-remove-scroll's scroll lock), which its CSP lets apply. */
  styleNonce: string;
}

/** Query flag of the login page asking for a fresh sign-in; Foyer's own, beside SPEC §2's parameters. */
export const FRESH_LOGIN_PARAM = 'fresh';

/** POST, authenticated: `{ loginToken }` for the caller's session, so the page can hand it to a domain alias. */
export const MINT_LOGIN_TOKEN_PATH = `${AUTH_SERVICE_PREFIX}/loginToken/mint`;
