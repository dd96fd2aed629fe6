import { describe, expect, it } from 'vitest';
import { connectOptionsOf } from './connect-options.js';

const config = { allowWalletLogin: true, allowEmailLogin: true, passkeyEnabled: true, emailKyc: false, smtpUrl: undefined, mode: 'production' } as const;

describe('connectOptionsOf', () => {
  it('offers e-mail only when mail can reach someone: SMTP, or the dev outbox in development', () => {
    expect(connectOptionsOf({ ...config, smtpUrl: 'smtp://127.0.0.1:2525' }).allowEmail).toBe(true);
    expect(connectOptionsOf({ ...config, mode: 'development' }).allowEmail).toBe(true);
    expect(connectOptionsOf(config).allowEmail).toBe(false);
  });

  it('follows DID_CONNECT_ALLOW_WALLET and DID_CONNECT_ALLOW_EMAIL', () => {
    const off = connectOptionsOf({ ...config, smtpUrl: 'smtp://127.0.0.1:2525', allowWalletLogin: false, allowEmailLogin: false, passkeyEnabled: false, emailKyc: true });
    expect(off).toEqual({ allowWallet: false, allowEmail: false, allowPasskey: false, emailKyc: true });
  });
});
