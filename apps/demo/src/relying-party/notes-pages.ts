import { html } from 'hono/html';
import type { NotesPerson } from './notes-visits.js';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fdf8ec;color:#2b2616}
main{max-width:480px;margin:64px auto;padding:0 16px}h1{margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}
dt{font-weight:600}dd{margin:0;word-break:break-all}button,.button{font:inherit;padding:10px 16px;border-radius:8px;border:0;background:#2b5cff;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
[role=alert]{background:#fdecea;color:#8a1c12;padding:8px 12px;border-radius:8px}`;

function layout(body: unknown) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Notes (demo)</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/** Signed out: what Notes is, the last message if any, and the one way in. */
export function signedOutPage(notice: string | undefined) {
  return layout(html`<h1>Notes</h1>
    <p>A small app of your notes that signs you in with Foyer.</p>
    ${notice ? html`<p role="alert">${notice}</p>` : ''}
    <form method="post" action="/login"><button type="submit">Sign in with Foyer</button></form>`);
}

/** Signed in: who Foyer says the person is. */
export function signedInPage(person: NotesPerson) {
  return layout(html`<h1>Notes</h1>
    <p>Signed in as ${person.name ?? person.email ?? person.did}</p>
    <dl>
      <dt>Name</dt>
      <dd>${person.name ?? '—'}</dd>
      <dt>DID</dt>
      <dd>${person.did}</dd>
      <dt>E-mail</dt>
      <dd>${person.email ?? '—'}</dd>
      <dt>Role</dt>
      <dd>${person.role ?? '—'}</dd>
    </dl>
    <p><a class="button" href="/logout">Sign out</a></p>`);
}
