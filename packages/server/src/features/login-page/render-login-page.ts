import { escapeHtml } from '../../mail/escape-html.js';
import { LOGIN_PAGE_DATA_ID, type LoginPageData } from './login-page-data.js';

/** The built template with the app's name in its title and the page data before `</head>`. */
export function renderLoginPage(template: string, appName: string, data: LoginPageData): string {
  // `<` escaped so no value can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>Sign in · ${escapeHtml(appName)}</title>`)
    .replace('</head>', `<script id="${LOGIN_PAGE_DATA_ID}" type="application/json">${json}</script></head>`);
}
