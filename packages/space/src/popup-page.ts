import { existsSync, readFileSync } from 'node:fs';
import { formatMessage, SERVER_PATHS } from '@foyer/core';
import type { OutboundFetch } from '@foyer/server';
import { confirmApp } from './confirm-app.js';
import { Hono } from 'hono';
import { AUTHORIZE_SPACE_ACTION } from './authorize-space-action.js';
import { POPUP_DATA_ID, type PopupPageData } from './popup-page-data.js';
import { consentText, spaceRequestSchema } from './space-request.js';

/** Where the built popup script is, from src/ and dist/ alike, and where the provider serves it. */
export const POPUP_SCRIPT_FILE = new URL('../dist/page/space-popup.js', import.meta.url);
export const POPUP_SCRIPT_PATH = '/static/space-popup.js';
const POPUP_STYLE_PATH = '/static/space-popup.css';


const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:32px;color:#1f2328;background:#fff;text-align:center}
h1{font-size:20px;margin:0 0 8px}p{margin:8px 0;color:#57606a}#qr svg{width:220px;height:220px;margin:16px auto;display:block}
a.open{display:inline-block;margin-top:8px;padding:10px 20px;border-radius:8px;background:#1f6feb;color:#fff;text-decoration:none}
#status{margin-top:16px;font-weight:600}`;

// The popup holds a wallet session: never framed, and no script but its own.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string, data?: PopupPageData): string {
  const json = data ? `<script id="${POPUP_DATA_ID}" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>` : '';
  const script = data ? `<script type="module" src="${POPUP_SCRIPT_PATH}"></script>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${POPUP_STYLE_PATH}">${json}${script}</head><body>${body}</body></html>`;
}

/** GET /connect-to-did-space (SPEC §3 storage connect parameters): names the app asking and shows the wallet's QR code. */
export function popupPageRoutes(providerName: string, outbound: OutboundFetch): Hono {
  const script = existsSync(POPUP_SCRIPT_FILE) ? readFileSync(POPUP_SCRIPT_FILE, 'utf8') : null;
  return new Hono()
    .get(POPUP_STYLE_PATH, (c) => c.body(STYLE, 200, { 'content-type': 'text/css; charset=utf-8' }))
    .get(POPUP_SCRIPT_PATH, (c) => (script ? c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8' }) : c.text('The popup script is not built: run `npm run build`.', 503)))
    .get(SERVER_PATHS.connectToDidSpace, async (c) => {
      const parsed = spaceRequestSchema.safeParse(c.req.query());
      if (!parsed.success) {
        const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
        return c.html(page('Cannot connect a DID Space', `<h1>Cannot connect a DID Space</h1><p>${escapeHtml(detail)}</p>`), 400, PAGE_HEADERS);
      }
      const request = parsed.data;
      if (!(await confirmApp(outbound, request.appUrl, request.appDid))) {
        const detail = formatMessage('spaceAppUnconfirmed', { appUrl: request.appUrl, appDid: request.appDid });
        return c.html(page('Cannot connect a DID Space', `<h1>Cannot connect a DID Space</h1><p>${escapeHtml(detail)}</p>`), 400, PAGE_HEADERS);
      }
      const data: PopupPageData = { action: AUTHORIZE_SPACE_ACTION, providerName, consent: consentText(request.appName), request: { ...request } };
      const body = `<h1>${escapeHtml(request.appName)} asks to use your DID Space</h1>
<p>${escapeHtml(request.appDescription)}</p><p>Scan with your DID Wallet to allow it, and ${escapeHtml(providerName)} creates a space for you.</p>
<div id="qr"></div><a id="deep-link" class="open" hidden>Open DID Wallet</a><p id="status" role="status"></p>`;
      return c.html(page(`${providerName} · ${request.appName}`, body, data), 200, PAGE_HEADERS);
    });
}
