import { AUTH_SERVICE_PREFIX, PATHS, nextWorkflowToken, unsealFromServer } from '@foyer/core';
import { decodeKey, digest, encodeBase58, generateKeyPair, sign, verify } from '@foyer/did';
import { readAuthInfo, signUserInfo, type AuthInfoBody, type WalletOptions } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import type { PlainLoginResult } from '../session/login-result.js';
import { openConnect, pollStatus, walletFor } from './test-support/connect-page.js';
import { answerStep, postAnswer, rawSigner, scan, type RawSigner } from './test-support/raw-wallet.js';
import { SIGNED_TEXT, signAction, type SignResult } from './test-support/sign-action.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const NO_TOKEN = `${TEST_APP_URL}${AUTH_SERVICE_PREFIX}/login/auth`;
const NO_ORIGIN = `file:///login/auth?_t_=abc`;
const RELATIVE = `${AUTH_SERVICE_PREFIX}/login/auth?_t_=abc`;

const ACTIONS = {
  sign: signAction({ action: 'login' }),
  'sign-only': signAction(),
  'sign-no-token': signAction({ url: NO_TOKEN }),
  'sign-no-origin': signAction({ url: NO_ORIGIN }),
  'sign-relative': signAction({ url: RELATIVE }),
  // The host app cannot take `login` over: the chain test below signs in with Foyer's own, profile and all.
  login: signAction(),
};

describe.each(storeFactories)('chained connect workflows and the signature claim on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, connectActions: ACTIONS });
  });

  afterAll(async () => {
    await server?.close();
  });

  const wallet = (options?: WalletOptions) => walletFor(server, options);

  /** A session of `action` whose first step a raw wallet has answered: the signature claim is on the table. */
  async function atSignature(action: string, signer: RawSigner = rawSigner()) {
    const opened = await openConnect(server, {}, action);
    const first = await scan(server, opened.url);
    const answered = await postAnswer(server, first, { userPk: signer.userPk, userInfo: answerStep(signer, first) });
    return { opened, signer, second: readAuthInfo(await answered.json()) };
  }

  const answerWith = (signer: RawSigner, step: AuthInfoBody, requestedClaims: Record<string, string>[]) =>
    postAnswer(server, step, { userPk: signer.userPk, userInfo: signUserInfo({ did: signer.did, secretKey: signer.secretKey, challenge: step.challenge ?? '', requestedClaims }) });

  it('chains sign into login: the page sees nextWorkflow, polls it under its first action, and opens both results with its one key', async () => {
    const opened = await openConnect(server, { visitorId: 'visitor-chain' }, 'sign');
    const holder = wallet({ keyType: 'secp256k1', profile: { fullName: 'Chain Ada' } });
    const last = await holder.approve(opened.link);
    expect(last).toMatchObject({ status: 'ok', iss: server.foyer.appKey.did });
    expect(last).not.toHaveProperty('nextWorkflow');

    const first = await pollStatus(server, opened.token, 'sign');
    expect(first).toMatchObject({ status: 'succeed', did: holder.did });
    expect(first.nextWorkflow).toMatch(new RegExp(`^${TEST_APP_URL}${AUTH_SERVICE_PREFIX}/login/auth\\?_t_=[\\w-]{22}$`));
    const next = nextWorkflowToken(first.nextWorkflow ?? '');
    expect(next).not.toBe(opened.token);
    const signed = JSON.parse(await unsealFromServer(opened.page.privateKey, first.result ?? '', opened.token)) as SignResult;
    expect(signed.signedBy).toBe(holder.did);
    expect(verify('secp256k1', holder.publicKey, digest('sha3', utf8(SIGNED_TEXT)), decodeKey(String(signed.sig)))).toBe(true);

    const second = await pollStatus(server, next, 'sign');
    expect(second).toMatchObject({ status: 'succeed', did: holder.did, extraParams: { visitorId: 'visitor-chain' } });
    expect(second).not.toHaveProperty('nextWorkflow');
    expect((await pollStatus(server, next, 'login')).result).toBe(second.result);
    const login = JSON.parse(await unsealFromServer(opened.page.privateKey, second.result ?? '', next)) as PlainLoginResult;
    expect(login.visitorId).toBe('visitor-chain');
    const session = await server.request(PATHS.session, { bearer: login.sessionToken });
    expect(await session.json()).toMatchObject({ provider: 'wallet', user: { did: holder.did, fullName: 'Chain Ada' } });
  });

  it('names the next workflow in the signed final answer to the wallet: a fresh login session that asks from the start', async () => {
    const { opened, signer, second } = await atSignature('sign');
    const final = readAuthInfo(await (await postAnswer(server, second, { userPk: signer.userPk, userInfo: answerStep(signer, second) })).json());
    expect(final).toMatchObject({ status: 'ok', iss: server.foyer.appKey.did, nextWorkflow: (await pollStatus(server, opened.token, 'sign')).nextWorkflow });
    const next = nextWorkflowToken(final.nextWorkflow ?? '');
    expect(await pollStatus(server, next)).toMatchObject({ status: 'created' });
    expect(await scan(server, final.nextWorkflow ?? '')).toMatchObject({ requestedClaims: [{ type: 'authPrincipal' }], url: final.nextWorkflow });
  });

  it('binds the next workflow to the wallet that answered the first: the wallet is asked for that DID, and another is refused and the page told', async () => {
    const { opened, signer, second } = await atSignature('sign');
    const final = readAuthInfo(await (await postAnswer(server, second, { userPk: signer.userPk, userInfo: answerStep(signer, second) })).json());
    const nextUrl = final.nextWorkflow ?? '';
    const first = await scan(server, nextUrl);
    expect(first.requestedClaims?.[0]).toMatchObject({ type: 'authPrincipal', target: signer.did });

    const intruder = rawSigner();
    const refused = await postAnswer(server, first, { userPk: intruder.userPk, userInfo: answerStep(intruder, first) });
    const mismatch = 'Login user and wallet user mismatch, please logout, then login to retry';
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'loginUserMismatch', error: mismatch });
    expect(await pollStatus(server, nextWorkflowToken(nextUrl), 'sign')).toMatchObject({ status: 'forbidden', error: mismatch });
    expect(await pollStatus(server, opened.token, 'sign')).toMatchObject({ status: 'succeed', did: signer.did });
  });

  it('keeps the result of an action that chains nowhere, with no nextWorkflow', async () => {
    const opened = await openConnect(server, {}, 'sign-only');
    expect(await wallet().approve(opened.link)).not.toHaveProperty('nextWorkflow');
    expect(await pollStatus(server, opened.token, 'sign-only')).toMatchObject({ status: 'succeed' });
    expect(await pollStatus(server, opened.token, 'sign-only')).not.toHaveProperty('nextWorkflow');
  });

  it('refuses a signature of other data, by another key, or none, and still takes the right one after', async () => {
    const { opened, signer, second } = await atSignature('sign-only');
    const other = generateKeyPair('ed25519');
    const sigOf = (secretKey: Uint8Array, text: string) => encodeBase58(sign('ed25519', secretKey, digest('sha3', utf8(text))));
    const refusal = { code: 'signatureInvalid', error: 'The signature does not match the data and the wallet key' };
    for (const sig of [sigOf(signer.secretKey, 'I approve the transfer of 1000 tokens to Eve'), sigOf(other.secretKey, SIGNED_TEXT), 'z1', undefined]) {
      const response = await answerWith(signer, second, [sig === undefined ? { type: 'signature' } : { type: 'signature', sig }]);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject(refusal);
    }
    expect(await pollStatus(server, opened.token, 'sign-only')).toMatchObject({ status: 'scanned' });
    expect((await answerWith(signer, second, [{ type: 'signature', sig: sigOf(signer.secretKey, SIGNED_TEXT) }])).status).toBe(200);
    expect(await pollStatus(server, opened.token, 'sign-only')).toMatchObject({ status: 'succeed' });
  });

  it.each([
    ['sign-no-token', NO_TOKEN, 'no token query parameter'],
    ['sign-no-origin', NO_ORIGIN, 'no origin'],
    ['sign-relative', RELATIVE, 'not an absolute URL'],
  ])('ends the session in error when %s asks for a next workflow the page could not follow', async (action, url, detail) => {
    const opened = await openConnect(server, {}, action);
    const message = `Invalid nextWorkflow: ${url}: ${detail}`;
    await expect(wallet().approve(opened.link)).rejects.toMatchObject({ code: 'refused', message });
    const status = await pollStatus(server, opened.token, action);
    expect(status).toMatchObject({ status: 'error', error: message });
    expect(status).not.toHaveProperty('nextWorkflow');
    expect(status).not.toHaveProperty('result');
  });
});
