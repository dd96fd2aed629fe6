import { CONNECT_QUERY } from '@foyer/core';
import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../http/types.js';
import { connectPath } from './connect-path.js';
import { requestConnectToken } from './request-connect-token.js';

describe('requestConnectToken', () => {
  it("carries the invite link's inviter among the page's parameters", async () => {
    const request = vi.fn(async () => ({ token: 't1', url: 'https://app.example/auth' })) as unknown as HttpRequest;
    await requestConnectToken(request, { action: 'login', publicKey: 'pk1', query: { inviter: 'did:abt:zBea', visitorId: 'v1' } });
    expect(request).toHaveBeenCalledWith(connectPath('login', 'token'), {
      query: expect.objectContaining({ [CONNECT_QUERY.encryptionKey]: 'pk1', inviter: 'did:abt:zBea', visitorId: 'v1' }),
      signal: undefined,
    });
  });

  it("sends an action's own parameters, which never override the named ones", async () => {
    const request = vi.fn(async () => ({ token: 't1', url: 'https://app.example/auth' })) as unknown as HttpRequest;
    const extraParams = { domain: 'shop.example', [CONNECT_QUERY.encryptionKey]: 'forged', visitorId: 'forged' };
    await requestConnectToken(request, { action: 'connect-to-did-domain', publicKey: 'pk1', query: { visitorId: 'v1' }, extraParams });
    expect(request).toHaveBeenCalledWith(connectPath('connect-to-did-domain', 'token'), {
      query: expect.objectContaining({ domain: 'shop.example', [CONNECT_QUERY.encryptionKey]: 'pk1', visitorId: 'v1' }),
      signal: undefined,
    });
  });
});
