import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMessage, PAGE_QUERY, SERVER_PATHS } from '@foyer/core';
import type { Logger } from 'pino';
import { Hono } from 'hono';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy, CSP_HEADER, NO_FRAMING, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { escapeHtml } from '../../mail/escape-html.js';
import type { Store } from '../../store/types.js';
import { PAGES_DIR } from '../login-page/built-pages.js';
import { issuanceTokenHash } from './create-issuance.js';
import { PASSPORT_PAGE_DATA_ID, type IssuePassportPageData, type LostPassportPageData } from './passport-page-data.js';
import { routeDocs } from '../openapi/describe.js';
import { htmlPage } from '../openapi/non-json-answers.js';

const doc = routeDocs('Pages');

const NOT_BUILT = 'The passport pages are not built: run `npm run build`.';
// The link's token is in the URL: the page is never framed, cached or named in a referrer.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors: NO_FRAMING }),
  [REFERRER_POLICY_HEADER]: NO_REFERRER,
  'x-frame-options': 'DENY',
};

export interface PassportPageRoutesDeps {
  store: Store;
  config: Pick<FoyerConfig, 'appName' | 'appUrl'>;
  log: Logger;
  pagesDir?: string;
}

function readTemplate(pagesDir: string, name: string): string | null {
  const file = join(pagesDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function render(template: string, title: string, data: IssuePassportPageData | LostPassportPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} · ${data.appName}`)}</title>`)
    .replace('</head>', `<script id="${PASSPORT_PAGE_DATA_ID}" type="application/json">${json}</script></head>`);
}

/** The person's pages (issue 15): the one a passport link opens, and the one that recovers a lost passport. */
export function passportPageRoutes({ store, config, log, pagesDir = PAGES_DIR }: PassportPageRoutesDeps): Hono<AppEnv> {
  const issueTemplate = readTemplate(pagesDir, 'issue-passport.html');
  const lostTemplate = readTemplate(pagesDir, 'lost-passport.html');
  if (!issueTemplate || !lostTemplate) log.warn(`Foyer: ${NOT_BUILT} (in ${pagesDir})`);
  const base = { appName: config.appName, appUrl: config.appUrl };

  return new Hono<AppEnv>()
    .get(SERVER_PATHS.issuePassportPage, doc('The page a one-time passport link opens', htmlPage), async (c) => {
      if (!issueTemplate) return c.text(NOT_BUILT, 503);
      const token = c.req.query('token') ?? '';
      const issuance = token ? await store.passportIssuances.findByTokenHash(issuanceTokenHash(token)) : null;
      const data: IssuePassportPageData = {
        page: 'issue-passport',
        ...base,
        token: issuance ? token : '',
        invalid: issuance ? null : formatMessage('passportLinkInvalid'),
        issuerName: issuance?.issuerName ?? null,
        role: issuance?.role ?? '',
        title: issuance?.title ?? null,
        expiresAt: issuance?.expiresAt ?? null,
      };
      return c.html(render(issueTemplate, 'Passport', data), issuance ? 200 : 404, PAGE_HEADERS);
    })
    .get(SERVER_PATHS.lostPassport, doc('The lost-passport page', htmlPage), (c) => {
      if (!lostTemplate) return c.text(NOT_BUILT, 503);
      const back = new URL(SERVER_PATHS.lostPassport, config.appUrl).href;
      const data: LostPassportPageData = { page: 'lost-passport', ...base, loginUrl: `${SERVER_PATHS.loginPage}?${new URLSearchParams({ [PAGE_QUERY.redirect]: back })}` };
      return c.html(render(lostTemplate, 'Lost passport', data), 200, PAGE_HEADERS);
    });
}
