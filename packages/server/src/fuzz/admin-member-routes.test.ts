import { SERVER_PATHS } from '@foyer/core';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the admin console\'s member routes', {
  routes: [
    { method: 'GET', path: SERVER_PATHS.adminMembers },
    { method: 'GET', path: `${SERVER_PATHS.adminMembers}/:did` },
  ],
  fields: ['did', 'q'],
  queryKeys: ['page', 'pageSize', 'q'],
});
