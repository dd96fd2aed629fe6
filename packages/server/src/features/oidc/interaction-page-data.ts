/** What the server tells the sign-in-and-consent page, in a JSON script element with this id. */
export const INTERACTION_PAGE_DATA_ID = 'foyer-authorize-page';

export interface InteractionPageData {
  uid: string;
  /** What the authorization request still needs: the person signed in, or their consent to the scopes. */
  prompt: 'login' | 'consent';
  /** Only a sign-in made after the request counts (prompt=login, or max_age passed). */
  fresh: boolean;
  appName: string;
  client: { id: string; name: string; logoUri: string | null; uri: string | null };
  /** Requested scopes, each one Foyer words for the consent screen. */
  scopes: string[];
  /** Foyer's sign-in page, coming back here once signed in. */
  loginUrl: string;
  /** The calls this page makes, POSTed with the session token. */
  actions: { login: string; consent: string; deny: string };
}

/** The error code the login call answers (403) when the session is older than the request and a fresh sign-in is required. */
export const FRESH_LOGIN_REQUIRED = 'fresh_login_required';
