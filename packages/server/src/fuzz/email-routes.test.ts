import { AUTH_SERVICE_PREFIX, KYC_EMAIL_PREFIX } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the e-mail sign-in and KYC routes', {
  routes: [
    { method: 'POST', path: `${AUTH_SERVICE_PREFIX}/email/sendCode` },
    { method: 'POST', path: `${AUTH_SERVICE_PREFIX}/email/login` },
    { method: 'GET', path: `${AUTH_SERVICE_PREFIX}/email/status` },
    { method: 'POST', path: `${KYC_EMAIL_PREFIX}/send` },
    { method: 'POST', path: `${KYC_EMAIL_PREFIX}/verify` },
  ],
  fields: ['email', 'code', 'magicToken', 'action', 'sourceAppPid', 'inviter', 'useMagicLink', 'redirect', 'codeId'],
});
