import { foyerApp } from '../../../lib/foyer';

// The shared bridge page (quick login across apps).
export const { GET, HEAD } = foyerApp.routeHandlers;
