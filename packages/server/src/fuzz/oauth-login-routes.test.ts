import { OAUTH_API_PREFIX, PATHS } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

// GitHub is configured (fuzz-target.ts) with endpoints nothing answers, so begin and exchange run their real code.
describeFuzz('the OAuth login routes', {
  routes: [
    ...['github', 'google', ':provider'].flatMap((provider) => [
      { method: 'GET', path: `${PATHS.oauthLogin}/${provider}` },
      { method: 'GET', path: `${PATHS.oauthLogin}/${provider}/callback` },
      { method: 'POST', path: `${PATHS.oauthLogin}/${provider}/callback` },
      { method: 'GET', path: `${PATHS.oauthLogin}/${provider}/logout` },
      { method: 'GET', path: `${PATHS.oauthLogin}/${provider}/logged-out` },
    ]),
    { method: 'POST', path: `${OAUTH_API_PREFIX}/login` },
    { method: 'POST', path: `${OAUTH_API_PREFIX}/bind` },
    { method: 'POST', path: `${OAUTH_API_PREFIX}/unbind` },
    { method: 'GET', path: `${OAUTH_API_PREFIX}/providers` },
    { method: 'GET', path: PATHS.passports },
    { method: 'POST', path: PATHS.switchPassport },
  ],
  fields: ['action', 'locale', 'code', 'state', 'iss', 'provider', 'componentId', 'inviter', 'sourceAppPid', 'connectedAccount', 'passportId', 'error', 'id_token', 'user'],
  queryKeys: ['code', 'state', 'iss', 'error', 'error_description', 'sourceAppPid', 'locale', 'action'],
});
