import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_QUERY, PATHS, type FederatedPageData } from '@foyer/core';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy, CSP_HEADER, NO_FRAMING, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { PAGES_DIR } from '../login-page/built-pages.js';
import { federatedPageData, type FederatedPageDeps } from './federated-page-routes.js';
import { SHARED_BRIDGE_DATA_ID } from './shared-bridge-data.js';
import { routeDocs } from '../openapi/describe.js';
import { htmlPage } from '../openapi/non-json-answers.js';

const doc = routeDocs('Federation');

const NOT_BUILT = 'The shared bridge page is not built: run `npm run build`.';
const NOT_MEMBER = 'This app is not an approved member of the federation, or the page was framed by another site.';

// Framed by exactly the approved member named in the query (its appUrl's origin), nobody else; its URL names the member.
const headersFor = (frameAncestors: string) => ({
  'cache-control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors }),
  [REFERRER_POLICY_HEADER]: NO_REFERRER,
});

function render(template: string, data: FederatedPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template.replace('</head>', `<script id="${SHARED_BRIDGE_DATA_ID}" type="application/json">${json}</script></head>`);
}

const refused = (c: Context) => c.text(NOT_MEMBER, 400, headersFor(NO_FRAMING));

/** The master's shared bridge page (`?appId=&origin=`), which an approved member's page loads in a frame for storage access. */
export function sharedBridgeRoutes(deps: FederatedPageDeps): Hono<AppEnv> {
  const file = join(deps.pagesDir ?? PAGES_DIR, 'shared-bridge.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return new Hono<AppEnv>().get(PATHS.sharedBridge, doc('The shared bridge frame (master)', htmlPage), async (c) => {
    const data = await federatedPageData(deps, c.req.query('appId') ?? '', c.req.query(PAGE_QUERY.origin) ?? '');
    if (!data) return refused(c);
    if (!template) return c.text(NOT_BUILT, 503);
    return c.html(render(template, data), 200, headersFor(data.memberOrigin));
  });
}
