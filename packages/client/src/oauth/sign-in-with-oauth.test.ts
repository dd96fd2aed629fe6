import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../http/types.js';
import { OAUTH_PATHS } from './oauth-paths.js';
import { signInWithOAuth } from './sign-in-with-oauth.js';

describe('signInWithOAuth', () => {
  it('POSTs the grant with the action to /api/oauth/login without a session', async () => {
    const result = { sessionToken: 's', refreshToken: 'r', visitorId: 'v', encrypted: false };
    const request = vi.fn(async () => result) as unknown as HttpRequest;
    const grant = { type: 'authorization_response', provider: 'google', code: 'c', state: 's', iss: 'https://issuer' } as const;
    await expect(signInWithOAuth(request, grant, { action: 'invite', sourceAppPid: 'zPid', locale: 'en' })).resolves.toBe(result);
    expect(request).toHaveBeenCalledWith(OAUTH_PATHS.login, {
      method: 'POST',
      query: { locale: 'en' },
      body: { provider: 'google', code: 'c', state: 's', iss: 'https://issuer', action: 'invite', sourceAppPid: 'zPid' },
      auth: false,
    });
  });

  it("carries the invite link's inviter for an identity that signs up", async () => {
    const request = vi.fn(async () => ({})) as unknown as HttpRequest;
    const grant = { type: 'authorization_response', provider: 'google', code: 'c', state: 's' } as const;
    await signInWithOAuth(request, grant, { inviter: 'did:abt:zBea' });
    expect(request).toHaveBeenCalledWith(OAUTH_PATHS.login, expect.objectContaining({ body: expect.objectContaining({ inviter: 'did:abt:zBea' }) }));
  });
});
