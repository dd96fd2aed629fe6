import { CONNECT_QUERY } from '@foyer/core';
import { signJwt } from '@foyer/did';
import { answerClaims, createWallet, readAuthInfo } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { LOGIN, openConnect, pollStatus, reach } from './test-support/connect-page.js';
import { answerStep, postAnswer, rawSigner, scan } from './test-support/raw-wallet.js';

const RETRY = { code: 'retryForbidden', error: 'Please start this workflow from the beginning' };

describe.each(storeFactories)('what wallet sign-in refuses on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const wallet = () => createWallet({ fetch: (input, init) => fetch(reach(server, String(input)), init) });

  async function refused(response: Response, status: number, body: Record<string, string>) {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(body);
  }

  /** A session whose first step a raw wallet has answered: the second step is on the table. */
  async function pastFirstStep(signer = rawSigner()) {
    const opened = await openConnect(server);
    const first = await scan(server, opened.url);
    const answered = await postAnswer(server, first, { userPk: signer.userPk, userInfo: answerStep(signer, first) });
    return { opened, signer, second: readAuthInfo(await answered.json()) };
  }

  it('ends the session with authDeclined when the wallet declines, so the page starts over', async () => {
    const opened = await openConnect(server);
    expect(await wallet().decline(opened.link)).toMatchObject({ status: 'error', errorMessage: 'You have declined the authentication request' });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'error', error: 'You have declined the authentication request' });
  });

  it('answers the page in its own language', async () => {
    const opened = await openConnect(server, { locale: 'zh' });
    await wallet().decline(opened.link);
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'error', error: '你已拒绝认证请求' });
  });

  it('refuses an answer whose signature does not verify', async () => {
    const opened = await openConnect(server);
    const signer = rawSigner();
    const step = await scan(server, opened.url);
    const userInfo = answerStep(signer, step);
    const forged = `${userInfo.slice(0, userInfo.lastIndexOf('.'))}.${answerStep(rawSigner(), step).split('.')[2]}`;
    await refused(await postAnswer(server, step, { userPk: signer.userPk, userInfo: forged }), 400, { code: 'invalidInput', error: 'Invalid userInfo: Invalid JWT signature' });
  });

  it('refuses an answer signed by one key but sent with another key', async () => {
    const opened = await openConnect(server);
    const step = await scan(server, opened.url);
    const answer = answerStep(rawSigner(), step);
    const otherKey = rawSigner().userPk;
    await refused(await postAnswer(server, step, { userPk: otherKey, userInfo: answer }), 400, { error: 'Invalid userInfo: JWT issuer does not match the public key' });
    expect(await pollStatus(server, opened.token)).not.toHaveProperty('did');
  });

  it('refuses a replayed answer: every challenge answers once', async () => {
    const signer = rawSigner();
    const opened = await openConnect(server);
    const first = await scan(server, opened.url);
    const body = { userPk: signer.userPk, userInfo: answerStep(signer, first) };
    expect((await postAnswer(server, first, body)).status).toBe(200);
    await refused(await postAnswer(server, first, body), 403, RETRY);
  });

  it('refuses a replayed final answer once the session succeeded', async () => {
    const { opened, signer, second } = await pastFirstStep();
    const body = { userPk: signer.userPk, userInfo: answerStep(signer, second) };
    expect((await postAnswer(server, second, body)).status).toBe(200);
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'succeed' });
    await refused(await postAnswer(server, second, body), 400, { code: 'invalidSessionStatus', error: 'Invalid session status [succeed]' });
  });

  it('refuses a second step signed by another DID, and tells the page', async () => {
    const { opened, second } = await pastFirstStep();
    const intruder = rawSigner('secp256k1');
    const mismatch = 'Login user and wallet user mismatch, please logout, then login to retry';
    await refused(await postAnswer(server, second, { userPk: intruder.userPk, userInfo: answerStep(intruder, second) }), 403, { code: 'loginUserMismatch', error: mismatch });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'forbidden', error: mismatch });
  });

  it('refuses a wallet other than the DID the page asked for (forceConnected)', async () => {
    const expected = rawSigner();
    const opened = await openConnect(server, { forceConnected: expected.did });
    const first = await scan(server, opened.url);
    expect(first.requestedClaims?.[0]).toMatchObject({ type: 'authPrincipal', target: expected.did });
    const other = rawSigner();
    await refused(await postAnswer(server, first, { userPk: other.userPk, userInfo: answerStep(other, first) }), 403, { code: 'loginUserMismatch' });
  });

  it('tells a second wallet the session is busy once another DID is in it', async () => {
    const { opened } = await pastFirstStep();
    await expect(wallet().approve(opened.link)).rejects.toMatchObject({ code: 'refused', status: 409, message: 'Busy processing another DID Connect request' });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'scanned' });
  });

  it('refuses a wallet on an expired session, which the page sees as timed out', async () => {
    const opened = await openConnect(server);
    await server.store.connectSessions.update(opened.token, { expiresAt: Date.now() - 1 });
    await expect(wallet().approve(opened.link)).rejects.toMatchObject({ code: 'refused', status: 403, message: RETRY.error });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'timeout' });
  });

  it('refuses an answer to the challenge of a session that was scanned again since', async () => {
    const signer = rawSigner();
    const opened = await openConnect(server);
    const stale = await scan(server, opened.url);
    await scan(server, opened.url);
    await refused(await postAnswer(server, stale, { userPk: signer.userPk, userInfo: answerStep(signer, stale) }), 403, RETRY);
  });

  it('refuses an answer whose JWT has expired, and takes a fresh one after', async () => {
    const signer = rawSigner();
    const opened = await openConnect(server);
    const step = await scan(server, opened.url);
    const now = Math.floor(Date.now() / 1000);
    const requestedClaims = answerClaims(step.requestedClaims ?? [], { ...signer, profile: { fullName: 'Late' } });
    const payload = { challenge: step.challenge, requestedClaims, iat: String(now - 600), nbf: String(now - 600), exp: String(now - 300) };
    const stale = signJwt({ signerDid: signer.did, secretKey: signer.secretKey, payload });
    await refused(await postAnswer(server, step, { userPk: signer.userPk, userInfo: stale }), 400, { code: 'invalidInput', error: 'Invalid userInfo: JWT expired' });
    expect((await postAnswer(server, step, { userPk: signer.userPk, userInfo: answerStep(signer, step) })).status).toBe(200);
  });

  it('refuses a wallet on a token it does not know, scanning or answering', async () => {
    const unknown = `${server.url}${LOGIN}/auth?${CONNECT_QUERY.token}=unknown-token`;
    await refused(await fetch(unknown), 403, RETRY);
    const signer = rawSigner();
    const answer = { userPk: signer.userPk, userInfo: answerStep(signer, { iss: '', challenge: '0.00' }) };
    await refused(await fetch(unknown, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer) }), 403, RETRY);
  });

  it('refuses to scan a session that has finished, whatever its end', async () => {
    const done = await openConnect(server);
    await wallet().approve(done.link);
    await expect(wallet().open(done.link)).rejects.toMatchObject({ code: 'refused', status: 400, message: 'Invalid session status [succeed]' });
    const declined = await openConnect(server);
    await wallet().decline(declined.link);
    await expect(wallet().open(declined.link)).rejects.toMatchObject({ code: 'refused', status: 400, message: 'Invalid session status [error]' });
  });
});
