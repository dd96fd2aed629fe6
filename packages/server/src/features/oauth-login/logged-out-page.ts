import { popupPage } from './popup-page.js';

/** Where the provider's logout sends the popup back: it closes itself, the failure having been shown by the app. */
export const loggedOutPage = (): Response => popupPage({ text: 'Signed out', script: 'window.close();' });
