import { SERVER_PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { useFederatedPair, type FederatedPair } from '../federation/test-support/federated-pair.js';
import { openConnect } from './test-support/connect-page.js';

describe("the token response's memberAppInfo (SPEC §3)", () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });

  it('is null on an app outside any federation, and while its request is pending', async () => {
    expect((await openConnect(pair.member)).memberAppInfo).toBeNull();
    const joined = await pair.member.request(SERVER_PATHS.federatedJoin, {
      method: 'POST',
      bearer: pair.memberAdmin,
      json: { masterUrl: pair.master.foyer.config.appUrl },
    });
    expect(joined.status).toBe(200);
    expect((await openConnect(pair.member)).memberAppInfo).toBeNull();
  });

  it("is the member's own info with its approved master once the master approves it, and null at the master", async () => {
    const memberId = encodeURIComponent(pair.member.foyer.appKey.did);
    expect((await pair.master.request(`${SERVER_PATHS.federatedMembers}/${memberId}/approve`, { method: 'POST', bearer: pair.masterAdmin })).status).toBe(200);
    const opened = await openConnect(pair.member);
    expect(opened.memberAppInfo).toMatchObject({
      appPid: pair.member.foyer.appKey.did,
      appName: 'Member App',
      appUrl: pair.member.foyer.config.appUrl,
      federated: { status: 'approved', master: { appId: pair.master.foyer.appKey.did, appName: 'Master App' } },
    });
    expect((await openConnect(pair.master)).memberAppInfo).toBeNull();
  });
});
