import { PAGE_QUERY, PATHS } from '@foyer/core';
import { PAGES_BASE } from '../features/login-page/built-pages.js';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the login page, its assets and the well-known documents', {
  routes: [
    { method: 'GET', path: PATHS.loginPage },
    { method: 'GET', path: `${PAGES_BASE}assets/:file` },
    { method: 'GET', path: `${PAGES_BASE}:file` },
    { method: 'GET', path: PATHS.didJson },
    { method: 'GET', path: PATHS.openidConfiguration },
    { method: 'GET', path: PATHS.oauthAuthorizationServer },
    { method: 'GET', path: PATHS.health },
    { method: 'GET', path: PATHS.ping },
    { method: 'GET', path: PATHS.productLogo },
    { method: 'GET', path: PATHS.appMetadataScript },
    { method: 'GET', path: PATHS.devOutbox },
    { method: 'GET', path: '/.well-known/:name' },
    { method: 'GET', path: '/:anything' },
  ],
  fields: ['redirect', 'forceConnected', 'sourceAppPid', 'fresh', 'type', 'format'],
  queryKeys: [...Object.values(PAGE_QUERY), 'fresh', 'type', 'format', 'imageFilter', 'f', 'h'],
});
