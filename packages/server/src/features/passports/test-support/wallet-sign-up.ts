import { PATHS, unsealFromServer, type SessionResponse } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import type { TestServer } from '../../../test-support/start-test-server.js';
import { openConnect, pollStatus, reach } from '../../connect/test-support/connect-page.js';
import type { PlainLoginResult } from '../../session/login-result.js';

export interface WalletSignUp {
  did: string;
  /** Where the page's connect session ended: 'succeed', or 'error' with the message the page shows. */
  status: string;
  error?: string;
  /** What the wallet was told when the app refused it. */
  walletError?: string;
  result?: PlainLoginResult;
  /** GET /session with the new session token, when signed in. */
  session?: SessionResponse;
}

/** A new DID wallet signs in through the real connect flow of a page opened with `query` (such as `{ inviter }`). */
export async function walletSignUp(server: TestServer, query: Record<string, string> = {}): Promise<WalletSignUp> {
  const opened = await openConnect(server, query);
  const wallet = createWallet({ fetch: (input, init) => fetch(reach(server, String(input)), init) });
  const walletError = await wallet.approve(opened.link).then(
    () => undefined,
    (refusal: unknown) => (refusal instanceof Error ? refusal.message : String(refusal)),
  );
  const { status, error, result: sealed } = await pollStatus(server, opened.token);
  if (status !== 'succeed') return { did: wallet.did, status, error, walletError };
  const result = JSON.parse(await unsealFromServer(opened.page.privateKey, sealed ?? '', opened.token)) as PlainLoginResult;
  const session = (await (await server.request(PATHS.session, { bearer: result.sessionToken })).json()) as SessionResponse;
  return { did: wallet.did, status, result, session };
}
