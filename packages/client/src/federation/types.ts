import type { AppInfo, LoginResult } from '@foyer/core';

/** What the master's federated page posts to its opener (docs/federation.md): a login assertion, or a catalogue code. */
export type FederatedLoginMessage = { type: 'federated_login'; assertion: string } | { type: 'federated_login'; error: string };

/** The member app signing in: its DID, which the assertion names as audience, and its URL, whose origin the master posts to. */
export type FederatedMemberApp = Pick<AppInfo, 'appId' | 'appUrl'>;

export interface WaitForFederatedAssertionOptions {
  /** The only origin whose messages count: the master app URL's, where its federated page runs. */
  masterOrigin: string;
  /** POPUP.timeoutMs by default. */
  timeoutMs?: number;
}

/** A sign-in result like every other (tokens, or HttpOnly cookies already set), plus the member app as the server sees it. */
export type FederatedLoginResult = LoginResult & { memberAppInfo?: AppInfo };
