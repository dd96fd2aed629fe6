import { CSP_HEADER, newNonce, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page of the OAuth popup: `text` for the visitor and `script`, the only script its CSP lets run. */
export function popupPage({ text, script, status = 200 }: { text: string; script: string; status?: number }): Response {
  const nonce = newNonce();
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(text)}</title></head>
<body><p>${escapeHtml(text)}</p>
<script nonce="${nonce}">
${script}
</script></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The callback URL carries the code, so it must not leak as a referrer; only this page's own script may run.
      [REFERRER_POLICY_HEADER]: NO_REFERRER,
      [CSP_HEADER]: `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
