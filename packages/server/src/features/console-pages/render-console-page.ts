import { escapeHtml } from '../../mail/escape-html.js';
import { CONSOLE_PAGE_DATA_ID, type ConsolePageData } from './console-page-data.js';

/** The built template with the console's and the app's names in its title and the page data before `</head>`. */
export function renderConsolePage(template: string, title: string, data: ConsolePageData): string {
  // `<` escaped so no value can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} · ${data.appName}`)}</title>`)
    .replace('</head>', `<script id="${CONSOLE_PAGE_DATA_ID}" type="application/json">${json}</script></head>`);
}
