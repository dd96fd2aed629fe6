// @vitest-environment node
import { PATHS, type Passport } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeFactories } from '../../../server/src/store/test-support/stores.js';
import { signIn } from '../../../server/src/test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../../server/src/test-support/start-test-server.js';
import { HttpError } from '../http/http-error.js';
import { createPassportLink } from './create-passport-link.js';
import { openPassportConnect } from './open-passport-connect.js';
import { serverRequest } from './test-support/server-request.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite');
if (!sqlite) throw new Error('no sqlite store factory');

let server: TestServer;
let ownerToken: string;

beforeAll(async () => {
  server = await startTestServer({ factory: sqlite });
  ownerToken = (await signIn(server, { role: 'owner' })).sessionToken;
});

afterAll(async () => {
  await server?.close();
});

const walletOf = () => createWallet({ fetch: (input, init) => fetch(String(input).replace(TEST_APP_URL, server.url), init) });

it('makes a link, and a page redeeming it gets the sign-in once the wallet approves; a second page gets the refusal', async () => {
  const link = await createPassportLink(serverRequest(server, ownerToken), { role: 'member', title: 'Crew' });
  const token = new URL(link.url).searchParams.get('token') ?? '';
  const page = serverRequest(server, 'none');

  const first = await openPassportConnect<{ sessionToken: string }>(page, 'issue-passport', { passportToken: token }, 20);
  await walletOf().approve(first.link);
  const { sessionToken } = await first.done;
  const listed = (await (await server.request(PATHS.passports, { bearer: sessionToken })).json()) as Passport[];
  expect(listed.map((passport) => passport.title)).toEqual(['Crew']);

  const second = await openPassportConnect(page, 'issue-passport', { passportToken: token }, 20);
  await expect(walletOf().approve(second.link)).rejects.toThrow('This passport link has already been used');
  await expect(second.done).rejects.toThrow('This passport link has already been used');
});

it('refuses an unknown link when opening, and a member making links', async () => {
  await expect(openPassportConnect(serverRequest(server, 'none'), 'issue-passport', { passportToken: 'nope' })).rejects.toThrow(HttpError);
  const member = await signIn(server, { role: 'member' });
  await expect(createPassportLink(serverRequest(server, member.sessionToken), { role: 'member' })).rejects.toMatchObject({ status: 403 });
});
