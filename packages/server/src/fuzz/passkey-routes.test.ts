import { PASSKEY_PREFIX } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the passkey routes', {
  routes: [
    { method: 'GET', path: `${PASSKEY_PREFIX}/register` },
    { method: 'POST', path: `${PASSKEY_PREFIX}/register` },
    { method: 'GET', path: `${PASSKEY_PREFIX}/auth` },
    { method: 'POST', path: `${PASSKEY_PREFIX}/auth` },
    { method: 'POST', path: `${PASSKEY_PREFIX}/email/send` },
    { method: 'POST', path: `${PASSKEY_PREFIX}/email/verify` },
    { method: 'GET', path: `${PASSKEY_PREFIX}/credentials` },
    { method: 'DELETE', path: `${PASSKEY_PREFIX}/credentials/:id` },
    { method: 'PATCH', path: `${PASSKEY_PREFIX}/credentials/:id` },
    { method: 'GET', path: '/.well-known/webauthn' },
  ],
  fields: ['id', 'rawId', 'response', 'type', 'clientExtensionResults', 'authenticatorAttachment', 'credential', 'challenge', 'email', 'code', 'emailToken', 'targetAppPid', 'action', 'name'],
  queryKeys: ['challenge', 'targetAppPid', 'email', 'emailToken', 'action', 'credentialId'],
});
