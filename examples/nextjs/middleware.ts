import { foyerApp } from './lib/foyer';

// Pages under /account need a session; the API routes guard themselves with withSession / withRole.
export const middleware = foyerApp.middleware([{ path: '/account' }]);

// Foyer runs on Node.js (SQLite, mail), so the middleware does too (Next.js 15.5+).
export const config = { matcher: ['/account/:path*'], runtime: 'nodejs' };
