import { PATHS } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the federation routes', {
  routes: [
    { method: 'GET', path: PATHS.federatedTrustedDomains },
    { method: 'GET', path: PATHS.federatedSettings },
    { method: 'POST', path: PATHS.federatedJoin },
    { method: 'POST', path: PATHS.federatedLeave },
    { method: 'POST', path: `${PATHS.federatedMembers}/:appId/:decision` },
    { method: 'POST', path: PATHS.federatedRequests },
    { method: 'POST', path: PATHS.federatedStatus },
    { method: 'POST', path: PATHS.federatedLogin },
    { method: 'POST', path: PATHS.federatedLoginMaster },
    { method: 'POST', path: PATHS.federatedLogout },
    { method: 'GET', path: PATHS.federatedPage },
    { method: 'POST', path: PATHS.federatedBridgeLogin },
    { method: 'GET', path: PATHS.sharedBridge },
    { method: 'POST', path: PATHS.federatedBridgeLogout },
    { method: 'GET', path: PATHS.functionalFederated },
  ],
  fields: ['masterUrl', 'appUrl', 'appId', 'status', 'assertion', 'masterSid', 'onlyWriteCookie', 'origin'],
  queryKeys: ['appId', 'origin', 'mode', 'refreshToken'],
});
