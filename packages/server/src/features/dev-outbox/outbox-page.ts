import type { OutboxEntry } from '../../mail/dev-outbox.js';
import { escapeHtml } from '../../mail/escape-html.js';

/** The page's one inline style, named by its hash in the page's CSP. */
export const OUTBOX_STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 720px; margin: 32px auto; padding: 0 16px; }
  h1 { font-size: 20px; }
  p.note, .to, time, .none, .empty { color: #71717a; font-size: 14px; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #d4d4d8; border-radius: 10px; padding: 16px; margin-bottom: 12px; }
  .head { display: flex; justify-content: space-between; gap: 12px; }
  .code { font: 700 28px ui-monospace, monospace; letter-spacing: 6px; margin: 8px 0; user-select: all; }
  .link a { word-break: break-all; }
`;

function renderEntry(entry: OutboxEntry): string {
  const sentAt = new Date(entry.sentAt).toISOString();
  const link = entry.link ? `<a href="${escapeHtml(entry.link)}">${escapeHtml(entry.link)}</a>` : '<span class="none">—</span>';
  return `<li>
  <div class="head"><strong>${escapeHtml(entry.subject)}</strong><time datetime="${sentAt}">${sentAt}</time></div>
  <div class="to">to ${escapeHtml(entry.to)}</div>
  <div class="code">${escapeHtml(entry.code ?? '')}</div>
  <div class="link">${link}</div>
</li>`;
}

/** The development outbox as one self-contained page, newest mail first; every stored value is escaped. */
export function renderOutboxPage(entries: OutboxEntry[]): string {
  const list = entries.length ? `<ul>${entries.map(renderEntry).join('\n')}</ul>` : '<p class="empty">No mail sent yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer dev outbox</title>
<style>${OUTBOX_STYLE}</style>
</head>
<body>
<h1>Dev outbox</h1>
<p class="note">Mail kept in memory because no SMTP server is configured. Reload to see new messages.</p>
${list}
</body>
</html>`;
}
