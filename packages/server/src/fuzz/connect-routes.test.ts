import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, PATHS, RELAY_SOCKET_PATH } from '@foyer/core';
import { LIVE_CONNECT_SESSION } from './arbitraries.js';
import { describeFuzz } from './fuzz-family.js';

const ACTION = `${AUTH_SERVICE_PREFIX}/:action`;
// The wallet's calls on the sign-in the target keeps open, so answers reach the checks of a real connect session.
const OPEN_SESSION = `${CONNECT_QUERY.token}=${LIVE_CONNECT_SESSION}`;

describeFuzz('the wallet connect routes', {
  routes: [
    ...['login', 'switch-profile', 'bind-wallet', 'issue-passport', 'lost-passport', 'connect-to-did-domain', ':action'].flatMap((action) => {
      const base = `${AUTH_SERVICE_PREFIX}/${action}`;
      return [
        { method: 'GET', path: `${base}/token` },
        { method: 'GET', path: `${base}/status` },
        { method: 'GET', path: `${base}/timeout` },
        { method: 'GET', path: `${base}/auth` },
        { method: 'POST', path: `${base}/auth` },
        { method: 'GET', path: `${base}/auth/submit` },
      ];
    }),
    { method: 'GET', path: `${AUTH_SERVICE_PREFIX}/login/auth`, query: OPEN_SESSION },
    { method: 'POST', path: `${AUTH_SERVICE_PREFIX}/login/auth`, query: OPEN_SESSION },
    { method: 'POST', path: `${AUTH_SERVICE_PREFIX}/login/auth`, query: OPEN_SESSION },
    { method: 'GET', path: `${AUTH_SERVICE_PREFIX}/login/auth/submit`, query: OPEN_SESSION },
    { method: 'GET', path: `${AUTH_SERVICE_PREFIX}/login/status`, query: OPEN_SESSION },
    { method: 'GET', path: `${ACTION}/auth/:step` },
    { method: 'GET', path: PATHS.webWallet },
    { method: 'GET', path: RELAY_SOCKET_PATH },
  ],
  fields: ['userPk', 'userInfo', 'challenge', 'token', 'userDid', 'signature', 'requestedClaims', 'claims', 'mfaCode', 'walletOS', 'url'],
  queryKeys: [CONNECT_QUERY.token, CONNECT_QUERY.encryptionKey, 'forceConnected', 'sourceAppPid', 'inviter', 'locale', 'url', 'userDid', 'walletOS', 'nw', 'passportToken', 'passportId', 'domain'],
});
