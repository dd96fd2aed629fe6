import { formatMessage, type Locale } from '@foyer/core';
import { escapeHtml } from '../../mail/escape-html.js';

// Light or dark as the system is: the page needs no script, and the person's own theme choice lives in their browser's storage.
const STYLE = [
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif;background:light-dark(#f3f4f7,#0f1013);color:light-dark(#1d1e22,#e8e9ed)}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:0 16px}',
  'main{max-width:28rem;text-align:center}',
  'a{color:light-dark(#1d4ed8,#93b4ff)}',
].join('');

/** The admin console's 403 page, in the person's language: what they cannot open, and the way back to the app. */
export function renderForbiddenPage({ locale, appName, appUrl, styleNonce }: { locale: Locale; appName: string; appUrl: string; styleNonce: string }): string {
  const heading = escapeHtml(formatMessage('forbidden', {}, locale));
  const message = escapeHtml(formatMessage('adminConsoleForbidden', { appName }, locale));
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${heading} · ${escapeHtml(appName)}</title><style nonce="${styleNonce}">${STYLE}</style></head>`,
    `<body><main><h1>${heading}</h1><p>${message}</p><p><a href="${escapeHtml(appUrl)}/">${escapeHtml(appName)}</a></p></main></body></html>`,
  ].join('');
}
