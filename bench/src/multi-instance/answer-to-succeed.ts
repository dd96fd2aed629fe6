import { deepLink } from '@foyer/core';
import { SESSION_DEADLINE_MS } from '../connect/deadline.js';
import { openConnect } from '../connect/open-connect.js';
import { hear, openRelaySocket } from '../connect/relay-socket.js';
import { timedWallet } from './timed-wallet.js';

/** One login page listening on `pageUrl` while a wallet approves on `walletUrl`: ms from the wallet's final answer to the page hearing succeed. */
export async function answerToSucceed(pageUrl: string, walletUrl: string): Promise<number> {
  const opened = await openConnect(pageUrl);
  const socket = await openRelaySocket(pageUrl, opened.token);
  try {
    const { wallet, lastAnswerAt } = timedWallet(walletUrl);
    const heardAt = hear(socket, 'succeed', SESSION_DEADLINE_MS).then(() => performance.now());
    await wallet.approve(deepLink(opened.url));
    const answeredAt = lastAnswerAt();
    if (answeredAt === undefined) throw new Error('the wallet approved without sending an answer');
    return (await heardAt) - answeredAt;
  } finally {
    socket.terminate();
  }
}
