import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEDERATED_APPROVED, type FederatedPageData, PAGE_QUERY, PATHS, SERVER_PATHS } from '@foyer/core';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy, CSP_HEADER, NO_FRAMING, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { escapeHtml } from '../../mail/escape-html.js';
import type { Store } from '../../store/types.js';
import { PAGES_DIR } from '../login-page/built-pages.js';
import { FEDERATED_PAGE_DATA_ID } from './federated-page-data.js';
import { httpOrigin } from './http-origin.js';
import { routeDocs } from '../openapi/describe.js';
import { htmlPage } from '../openapi/non-json-answers.js';

const doc = routeDocs('Federation');

export interface FederatedPageDeps {
  store: Store;
  appUrl: string;
  appName: string;
  pagesDir?: string;
}

const NOT_BUILT = 'The federated sign-in page is not built: run `npm run build`.';
const NOT_MEMBER = 'This app is not an approved member of the federation, or the page was opened from another site.';
// The popup hands out a sign-in: never framed for a tricked click, and its URL names the member, so no referrer either.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors: NO_FRAMING }),
  [REFERRER_POLICY_HEADER]: NO_REFERRER,
  'x-frame-options': 'DENY',
};

/** The page data for a member's popup, or null unless `appId` is an approved member opening it from its own origin. */
export async function federatedPageData({ store, appUrl, appName }: FederatedPageDeps, appId: string, origin: string): Promise<FederatedPageData | null> {
  const member = appId ? await store.federatedApps.find('member', appId) : null;
  const memberOrigin = member && httpOrigin(member.appUrl);
  if (member?.status !== FEDERATED_APPROVED || !memberOrigin || memberOrigin !== origin) return null;
  const back = new URLSearchParams({ appId, [PAGE_QUERY.origin]: origin });
  // The master's login page comes back here once the person signed in, so the click needs no second popup.
  const login = new URLSearchParams({ [PAGE_QUERY.redirect]: `${appUrl}${PATHS.federatedPage}?${back}` });
  return { memberAppId: appId, memberOrigin, memberName: member.appName, masterName: appName, loginUrl: `${SERVER_PATHS.loginPage}?${login}` };
}

function render(template: string, data: FederatedPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${data.masterName} · ${data.memberName}`)}</title>`)
    .replace('</head>', `<script id="${FEDERATED_PAGE_DATA_ID}" type="application/json">${json}</script></head>`);
}

const notMember = (c: Context) => c.html(`<!doctype html><meta charset="utf-8"><title>Federated sign-in refused</title><p>${escapeHtml(NOT_MEMBER)}</p>`, 400, PAGE_HEADERS);

/** The master's popup page a member page opens (`?appId=&origin=`): served only to an approved member's origin. */
export function federatedPageRoutes(deps: FederatedPageDeps): Hono<AppEnv> {
  const file = join(deps.pagesDir ?? PAGES_DIR, 'federated.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return new Hono<AppEnv>().get(PATHS.federatedPage, doc('The popup page a member page opens (master)', htmlPage), async (c) => {
    const data = await federatedPageData(deps, c.req.query('appId') ?? '', c.req.query(PAGE_QUERY.origin) ?? '');
    if (!data) return notMember(c);
    if (!template) return c.text(NOT_BUILT, 503);
    return c.html(render(template, data), 200, PAGE_HEADERS);
  });
}
