import { PAGE_QUERY, PATHS, SERVER_PATHS } from '@foyer/core';
import { PAGES_BASE } from '../features/login-page/built-pages.js';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the login page, the console pages, their assets and the well-known documents', {
  routes: [
    { method: 'GET', path: SERVER_PATHS.loginPage },
    { method: 'GET', path: `${PAGES_BASE}assets/:file` },
    { method: 'GET', path: `${PAGES_BASE}:file` },
    { method: 'GET', path: SERVER_PATHS.didJson },
    { method: 'GET', path: SERVER_PATHS.didConfiguration },
    { method: 'GET', path: SERVER_PATHS.openidConfiguration },
    { method: 'GET', path: SERVER_PATHS.oauthAuthorizationServer },
    { method: 'GET', path: SERVER_PATHS.health },
    { method: 'GET', path: SERVER_PATHS.ping },
    { method: 'GET', path: SERVER_PATHS.productLogo },
    { method: 'GET', path: PATHS.appMetadataScript },
    { method: 'GET', path: SERVER_PATHS.devOutbox },
    { method: 'GET', path: SERVER_PATHS.issuePassportPage },
    { method: 'GET', path: SERVER_PATHS.lostPassport },
    { method: 'GET', path: PATHS.user },
    { method: 'GET', path: PATHS.userDidSpaces },
    { method: 'GET', path: `${PATHS.user}/:section` },
    { method: 'GET', path: PATHS.admin },
    { method: 'GET', path: `${PATHS.admin}/:section` },
    { method: 'GET', path: SERVER_PATHS.adminNavigation },
    { method: 'GET', path: '/.well-known/:name' },
    { method: 'GET', path: '/:anything' },
  ],
  fields: ['redirect', 'forceConnected', 'sourceAppPid', 'fresh', 'type', 'format'],
  queryKeys: [...Object.values(PAGE_QUERY), 'fresh', 'type', 'format', 'imageFilter', 'f', 'h', 'token'],
});
