import { PATHS, SERVER_PATHS } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the federation routes', {
  routes: [
    { method: 'GET', path: PATHS.federatedTrustedDomains },
    { method: 'GET', path: SERVER_PATHS.federatedSettings },
    { method: 'POST', path: SERVER_PATHS.federatedJoin },
    { method: 'POST', path: SERVER_PATHS.federatedLeave },
    { method: 'POST', path: `${SERVER_PATHS.federatedMembers}/:appId/:decision` },
    { method: 'POST', path: SERVER_PATHS.federatedRequests },
    { method: 'POST', path: SERVER_PATHS.federatedStatus },
    { method: 'POST', path: SERVER_PATHS.federatedMemberLeft },
    { method: 'POST', path: SERVER_PATHS.federatedLogin },
    { method: 'POST', path: PATHS.federatedLoginMaster },
    { method: 'POST', path: SERVER_PATHS.federatedLogout },
    { method: 'POST', path: SERVER_PATHS.federatedMemberLogout },
    { method: 'GET', path: PATHS.federatedPage },
    { method: 'POST', path: SERVER_PATHS.federatedBridgeLogin },
    { method: 'GET', path: PATHS.sharedBridge },
    { method: 'POST', path: SERVER_PATHS.federatedBridgeLogout },
    { method: 'GET', path: PATHS.functionalFederated },
  ],
  fields: ['masterUrl', 'appUrl', 'appId', 'status', 'assertion', 'masterSid', 'onlyWriteCookie', 'origin'],
  queryKeys: ['appId', 'origin', 'mode', 'refreshToken'],
});
