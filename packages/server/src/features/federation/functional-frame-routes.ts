import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONAL_FRAME_MODES, PAGE_QUERY, PATHS, type FunctionalFramePageData } from '@foyer/core';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { AppKey } from '../../keys/app-key.js';
import { contentSecurityPolicy, CSP_HEADER, NO_FRAMING, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { PAGES_DIR } from '../login-page/built-pages.js';
import { federatedPageData, type FederatedPageDeps } from './federated-page-routes.js';
import { signFrameNonce } from './frame-nonce.js';
import { FUNCTIONAL_FRAME_DATA_ID } from './functional-frame-data.js';
import { routeDocs } from '../openapi/describe.js';
import { htmlPage } from '../openapi/non-json-answers.js';

const doc = routeDocs('Federation');

const NOT_BUILT = 'The functional frame page is not built: run `npm run build`.';
const REFUSED = 'This app is not an approved member of the federation, the mode is unknown, or the page was not loaded in a frame of that member.';

// Framed by exactly the approved member named in the query, nobody else; its URL names the member, so no referrer.
const headersFor = (frameAncestors: string) => ({
  'cache-control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors }),
  [REFERRER_POLICY_HEADER]: NO_REFERRER,
});

function render(template: string, data: FunctionalFramePageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template.replace('</head>', `<script id="${FUNCTIONAL_FRAME_DATA_ID}" type="application/json">${json}</script></head>`);
}

const refused = (c: Context) => c.text(REFUSED, 400, headersFor(NO_FRAMING));

/**
 * The master's functional frame (SPEC §2, `?mode=login|logout&appId=&origin=`) an approved member's page loads hidden
 * after a federated sign-out. A `refreshToken` in the query is never read: no token travels in a URL here. It is
 * rendered only into a frame (the browser's own Sec-Fetch-Dest; a link opened top-level from another site gets
 * nothing), CSP lets only that member frame it, and its sign-out call must spend the nonce minted for this render.
 */
export function functionalFrameRoutes(deps: FederatedPageDeps & { appKey: AppKey }): Hono<AppEnv> {
  const file = join(deps.pagesDir ?? PAGES_DIR, 'functional-federated.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return new Hono<AppEnv>().get(PATHS.functionalFederated, doc('The functional frame a member page loads hidden (master)', htmlPage), async (c) => {
    const mode = FUNCTIONAL_FRAME_MODES.find((known) => known === c.req.query('mode'));
    const framed = c.req.header('sec-fetch-dest') === 'iframe';
    const data = mode && framed && (await federatedPageData(deps, c.req.query('appId') ?? '', c.req.query(PAGE_QUERY.origin) ?? ''));
    if (!mode || !data) return refused(c);
    if (!template) return c.text(NOT_BUILT, 503);
    return c.html(render(template, { ...data, mode, nonce: await signFrameNonce(deps.appKey, data.memberAppId) }), 200, headersFor(data.memberOrigin));
  });
}
