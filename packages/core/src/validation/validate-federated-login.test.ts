import { describe, expect, it } from 'vitest';
import { validateFederatedLogin } from './validate-federated-login.js';

describe('validateFederatedLogin', () => {
  const master = { appId: 'z1', appPid: 'z1', appName: 'Master', appUrl: 'https://master.example.com' };

  it('returns the master app of an approved federation', () => {
    expect(validateFederatedLogin({ master, config: { status: 'approved' } })).toEqual({ ok: true, value: master });
  });

  it.each([undefined, { master }, { master, config: { status: 'pending' } }, { config: { status: 'approved' } }])(
    'refuses %j',
    (settings) => {
      const result = validateFederatedLogin(settings);
      expect(result.ok ? null : result.error.message).toBe('No federated login info detected');
    },
  );
});
