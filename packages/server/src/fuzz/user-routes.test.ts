import { NOTIFICATIONS_PREFIX, PATHS, SERVER_PATHS, USER_SERVICE_PREFIX } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the user, passport, invitation and notification routes', {
  routes: [
    { method: 'GET', path: USER_SERVICE_PREFIX },
    { method: 'DELETE', path: USER_SERVICE_PREFIX },
    { method: 'GET', path: `${USER_SERVICE_PREFIX}/profile` },
    { method: 'PUT', path: `${USER_SERVICE_PREFIX}/profile` },
    { method: 'PUT', path: `${USER_SERVICE_PREFIX}/refreshProfile` },
    { method: 'PUT', path: `${USER_SERVICE_PREFIX}/updateDidSpace` },
    { method: 'DELETE', path: PATHS.didSpace },
    { method: 'GET', path: `${USER_SERVICE_PREFIX}/privacy/config` },
    { method: 'POST', path: `${USER_SERVICE_PREFIX}/privacy/config` },
    { method: 'GET', path: `${USER_SERVICE_PREFIX}/notification/config` },
    { method: 'POST', path: `${USER_SERVICE_PREFIX}/notification/config` },
    { method: 'PUT', path: `${USER_SERVICE_PREFIX}/notification/webhook` },
    { method: 'GET', path: `${NOTIFICATIONS_PREFIX}/unread-count` },
    { method: 'GET', path: PATHS.userApps },
    { method: 'DELETE', path: `${PATHS.userApps}/:clientId` },
    { method: 'GET', path: PATHS.passports },
    { method: 'POST', path: PATHS.switchPassport },
    { method: 'GET', path: SERVER_PATHS.teamPassports },
    { method: 'POST', path: SERVER_PATHS.teamPassports },
    { method: 'POST', path: `${SERVER_PATHS.teamPassports}/:id/revoke` },
    { method: 'GET', path: PATHS.inviteLink },
    { method: 'POST', path: SERVER_PATHS.passportIssuances },
    { method: 'GET', path: SERVER_PATHS.blacklist },
    { method: 'GET', path: SERVER_PATHS.linkedDomains },
    { method: 'DELETE', path: `${SERVER_PATHS.linkedDomains}/:domain` },
  ],
  fields: ['did', 'fullName', 'locale', 'inviter', 'metadata', 'address', 'spaceGateway', 'didSpace', 'url', 'grant', 'name', 'channels', 'webhook', 'email', 'app', 'push', 'ownerDid', 'role', 'title', 'expiresAt', 'passportId', 'enabled', 'bio', 'links'],
  queryKeys: ['did', 'ownerDid', 'page', 'pageSize', 'locale', 'role'],
});
