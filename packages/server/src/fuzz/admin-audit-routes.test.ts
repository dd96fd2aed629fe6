import { SERVER_PATHS } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the admin console\'s audit, overview and methods routes', {
  routes: [
    { method: 'GET', path: SERVER_PATHS.adminAudit },
    { method: 'GET', path: SERVER_PATHS.adminOverview },
    { method: 'GET', path: SERVER_PATHS.adminMethods },
  ],
  fields: ['kind', 'actor'],
  queryKeys: ['page', 'pageSize', 'actor', 'kind'],
});
