import { foyerApp } from '../../lib/foyer';

// /__capsule__.js, the app metadata script SessionProvider reads (%5F is "_": a folder starting with _ would be private).
export const { GET, HEAD } = foyerApp.routeHandlers;
