import { randomBytes } from 'node:crypto';
import { CONNECT_QUERY, deepLink, unsealFromServer } from '@foyer/core';
import { benchWallet } from '../connect/bench-wallet.js';
import { LOGIN, openConnect } from '../connect/open-connect.js';
import { expectStatus, newVisitor, send, Unexpected, type SoakUser } from './soak-user.js';

/** A new wallet signs in with real signatures; the page then reads the sealed tokens from status, maybe on the other instance. */
export async function walletSignIn(front: string): Promise<SoakUser> {
  const opened = await openConnect(front);
  await benchWallet(front).approve(deepLink(opened.url));
  const visitor = newVisitor();
  const status = await expectStatus(await send(front, `${LOGIN}/status?${CONNECT_QUERY.token}=${opened.token}`, visitor), 200, 'connect status');
  const { status: state, result } = JSON.parse(status) as { status: string; result?: string };
  if (state !== 'succeed' || !result) throw new Unexpected(false, `connect status after the wallet approved is ${state}, not succeed`);
  const { sessionToken, refreshToken } = JSON.parse(await unsealFromServer(opened.page.privateKey, result, opened.token)) as { sessionToken?: string; refreshToken?: string };
  if (!sessionToken || !refreshToken) throw new Unexpected(false, 'the sealed wallet result carries no token pair');
  return { id: randomBytes(8).toString('hex'), method: 'wallet', sessionToken, refreshToken, visitor };
}
