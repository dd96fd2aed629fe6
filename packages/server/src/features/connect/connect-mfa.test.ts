import { CONNECT_QUERY, nextWorkflowToken } from '@foyer/core';
import { createWallet, readAuthInfo, type AuthInfoBody } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { CONNECT_UPDATED, type ConnectUpdate } from './connect-updated.js';
import { openConnect, pollStatus, reach } from './test-support/connect-page.js';
import { answerStep, postAnswer, rawSigner, scan } from './test-support/raw-wallet.js';
import { signAction } from './test-support/sign-action.js';

const MISMATCH = 'The code you picked does not match the one shown on the page';

describe.each(storeFactories)('the code the page shows, picked on the wallet (DID_CONNECT_MFA) on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { connectMfa: true }, connectActions: { sign: signAction({ action: 'login' }) } });
  });

  afterAll(async () => {
    await server?.close();
  });

  const wallet = () => createWallet({ fetch: (input, init) => fetch(reach(server, String(input)), init) });

  /** What the page shows once the wallet scanned the session of `step`. */
  async function shownCode(step: AuthInfoBody): Promise<number> {
    const token = new URL(step.url ?? '').searchParams.get(CONNECT_QUERY.token) ?? '';
    const { mfaCode } = await pollStatus(server, token);
    if (mfaCode === undefined) throw new Error('the page shows no code');
    return mfaCode;
  }

  it('draws the code at scan: the status and the relay event report it, the first step offers it among three', async () => {
    const opened = await openConnect(server);
    expect(await pollStatus(server, opened.token)).not.toHaveProperty('mfaCode');
    const events: ConnectUpdate[] = [];
    const unsubscribe = await server.foyer.bus.subscribe(CONNECT_UPDATED, (update) => events.push(update));
    try {
      const pending = await wallet().open(opened.link);
      const code = await shownCode(pending.step);
      expect(code).toSatisfy((value: number) => Number.isInteger(value) && value >= 10 && value <= 99);
      expect(pending.step.mfaCodes).toHaveLength(3);
      expect(new Set(pending.step.mfaCodes)).toHaveProperty('size', 3);
      expect(pending.step.mfaCodes).toContain(code);
      await expect.poll(() => events.find((event) => event.token === opened.token)).toMatchObject({ status: 'scanned', mfaCode: code });
      expect(await pending.approve({ mfaCode: code })).toMatchObject({ status: 'ok' });
      expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'succeed', mfaCode: code });
    } finally {
      await unsubscribe();
    }
  });

  it('ends the session when the wallet picks another of the codes, telling the wallet and the page why', async () => {
    const opened = await openConnect(server, { locale: 'zh' });
    const pending = await wallet().open(opened.link);
    const code = await shownCode(pending.step);
    const decoy = pending.step.mfaCodes?.find((offered) => offered !== code);
    await expect(pending.approve({ mfaCode: decoy })).rejects.toMatchObject({ code: 'refused', message: '你选择的数字与页面上显示的不一致' });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'error', error: '你选择的数字与页面上显示的不一致' });
  });

  it('refuses an answer that names no code, and asks for it on the first step only', async () => {
    const signer = rawSigner();
    const unnamed = await openConnect(server);
    const step = await scan(server, unnamed.url);
    const refused = readAuthInfo(await (await postAnswer(server, step, { userPk: signer.userPk, userInfo: answerStep(signer, step) })).json());
    expect(refused).toMatchObject({ status: 'error', errorMessage: MISMATCH });
    expect(await pollStatus(server, unnamed.token)).toMatchObject({ status: 'error', error: MISMATCH });

    const named = await openConnect(server);
    const first = await scan(server, named.url);
    const answered = await postAnswer(server, first, { userPk: signer.userPk, userInfo: answerStep(signer, first, await shownCode(first)) });
    const second = readAuthInfo(await answered.json());
    expect(second.requestedClaims).toMatchObject([{ type: 'profile' }]);
    expect(second).not.toHaveProperty('mfaCodes');
    expect((await postAnswer(server, second, { userPk: signer.userPk, userInfo: answerStep(signer, second) })).status).toBe(200);
    expect(await pollStatus(server, named.token)).toMatchObject({ status: 'succeed' });
  });

  it('leaves the session scanned when the wallet has no code to give', async () => {
    const opened = await openConnect(server);
    await expect(wallet().approve(opened.link)).rejects.toMatchObject({ code: 'mfa_required' });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'scanned' });
  });

  it('asks again in a chained workflow, which shows a code of its own', async () => {
    const opened = await openConnect(server, {}, 'sign');
    const shown: number[] = [];
    const picker = async (_codes: number[], step: AuthInfoBody) => {
      const code = await shownCode(step);
      shown.push(code);
      return code;
    };
    expect(await wallet().approve(opened.link, { mfaCode: picker })).toMatchObject({ status: 'ok' });
    const first = await pollStatus(server, opened.token, 'sign');
    const second = await pollStatus(server, nextWorkflowToken(first.nextWorkflow ?? ''), 'sign');
    expect(shown).toEqual([first.mfaCode, second.mfaCode]);
    expect(second).toMatchObject({ status: 'succeed' });
  });
});
