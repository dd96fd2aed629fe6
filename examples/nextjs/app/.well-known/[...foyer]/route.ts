import { foyerApp } from '../../../lib/foyer';

// Foyer's API, sign-in pages and OAuth server all live under /.well-known/.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD } = foyerApp.routeHandlers;
