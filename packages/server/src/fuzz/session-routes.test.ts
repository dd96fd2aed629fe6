import { AUTH_SERVICE_PREFIX, PATHS, USER_SESSION_PREFIX } from '@foyer/core';
import { MINT_LOGIN_TOKEN_PATH } from '../features/login-page/login-page-data.js';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the session routes', {
  routes: [
    { method: 'GET', path: PATHS.session },
    { method: 'POST', path: PATHS.refreshSession },
    { method: 'POST', path: PATHS.logout },
    { method: 'POST', path: `${AUTH_SERVICE_PREFIX}/loginToken` },
    { method: 'POST', path: MINT_LOGIN_TOKEN_PATH },
    { method: 'GET', path: USER_SESSION_PREFIX },
    { method: 'GET', path: `${USER_SESSION_PREFIX}/myself` },
    { method: 'POST', path: `${USER_SESSION_PREFIX}/login` },
    { method: 'POST', path: `${USER_SESSION_PREFIX}/logout-others` },
    { method: 'DELETE', path: `${USER_SESSION_PREFIX}/:id` },
  ],
  fields: ['refreshToken', 'loginToken', 'visitorId', 'id', 'userDid', 'appPid', 'sessionId', 'page', 'pageSize', 'status'],
});
