// @vitest-environment node
import { type Passport, PATHS, SERVER_PATHS, type SessionResponse } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../../server/src/store/test-support/stores.js';
import { signIn } from '../../../server/src/test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../../server/src/test-support/start-test-server.js';
import { HttpError } from '../http/http-error.js';
import { listPassports } from './list-passports.js';
import { switchPassport } from './switch-passport.js';
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

async function issue(ownerDid: string, role: string): Promise<Passport> {
  const response = await server.request(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid, role } });
  return (await response.json()) as Passport;
}

const roleOn = async (sessionToken: string) => ((await (await server.request(PATHS.session, { bearer: sessionToken })).json()) as SessionResponse).user?.role;

describe('listPassports and switchPassport against the real server', () => {
  it("lists the user's valid passports and switches to one: the new session token acts in its role", async () => {
    const member = await signIn(server, { role: 'member' });
    const passport = await issue(member.user.did, 'admin');
    const request = serverRequest(server, member.sessionToken);

    expect(await listPassports(request)).toEqual([passport]);
    const tokens = await switchPassport(request, passport.id);

    expect(tokens).toEqual({ sessionToken: expect.any(String), refreshToken: expect.any(String) });
    expect(await roleOn(tokens.sessionToken ?? '')).toBe('admin');
  });

  it("rejects with the server's message: 'Switch passport failed', 'No passports to switch'", async () => {
    const member = await signIn(server, { role: 'member' });
    const request = serverRequest(server, member.sessionToken);

    await expect(switchPassport(request, 'anything')).rejects.toMatchObject({ status: 404, code: 'noPassports', message: 'No passports to switch' });
    await issue(member.user.did, 'guest');
    const refused = await switchPassport(request, 'not-mine').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, code: 'switchPassportFailed', message: 'Switch passport failed' });
  });
});
