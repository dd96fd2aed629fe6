import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_QUERY, PATHS, SERVER_PATHS } from '@foyer/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy, CSP_HEADER, newNonce, NO_FRAMING, nonceSource } from '../../http/security-headers.js';
import { localeOfRequest } from '../../integrations/locale-of-request.js';
import { PAGES_DIR } from '../login-page/built-pages.js';
import { loginRedirect } from '../login-page/login-redirect.js';
import { adminNavigationSchema } from '../openapi/admin-navigation-schema.js';
import { routeDocs } from '../openapi/describe.js';
import { htmlPage, redirect } from '../openapi/non-json-answers.js';
import { documentsSession } from '../openapi/session-security.js';
import type { SessionService } from '../session/session-service.js';
import { adminNavigation } from './admin-navigation.js';
import { ACCOUNT_SECTIONS, ADMIN_SECTIONS, type AccountSectionId, type AdminSectionId, type ConsolePageData } from './console-page-data.js';
import { consoleViewer } from './console-viewer.js';
import { renderConsolePage } from './render-console-page.js';
import { renderForbiddenPage } from './render-forbidden-page.js';

const doc = routeDocs('Pages');
const pageAnswers = { ...htmlPage, ...redirect };

const NOT_BUILT = 'The console pages are not built: run `npm run build`.';

export interface ConsolePageRoutesDeps {
  sessions: SessionService;
  config: Pick<FoyerConfig, 'appName' | 'appUrl' | 'domainAliases'>;
  log: Logger;
  pagesDir?: string;
}

// The pages change the account and the team: never framed for a tricked click, never kept in a cache.
const pageHeaders = (styleNonce: string) => ({
  'cache-control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors: NO_FRAMING, styleSources: [nonceSource(styleNonce)] }),
  'x-frame-options': 'DENY',
});

// The page reads the session the browser sends, and sends a signed-out visitor to the login page instead of a 401.
const readsSession = documentsSession<MiddlewareHandler<AppEnv>>((_c, next) => next(), { optional: true });

function readTemplate(pagesDir: string, name: string): string | null {
  const file = join(pagesDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

const isAccountSection = (slug: string): slug is Exclude<AccountSectionId, 'did-space'> => slug !== 'did-space' && (ACCOUNT_SECTIONS as readonly string[]).includes(slug);
const isAdminSection = (slug: string): slug is AdminSectionId => (ADMIN_SECTIONS as readonly string[]).includes(slug);

/** SPEC §2's account center (PATHS.user, PATHS.userDidSpaces) and admin console (PATHS.admin) with their sections, and the console's navigation data. */
export function consolePageRoutes({ sessions, config, log, pagesDir = PAGES_DIR }: ConsolePageRoutesDeps): Hono<AppEnv> {
  const templates = { account: readTemplate(pagesDir, 'account.html'), admin: readTemplate(pagesDir, 'admin.html') };
  if (!templates.account || !templates.admin) log.warn(`Foyer: ${NOT_BUILT} (in ${pagesDir})`);

  /** The login page, coming back to the page asked for (on the app's URL) once signed in. */
  function toLogin(c: Context<AppEnv>) {
    const { pathname, search } = new URL(c.req.url);
    const back = loginRedirect(new URL(`${pathname}${search}`, config.appUrl).href, config);
    return c.redirect(`${SERVER_PATHS.loginPage}?${new URLSearchParams({ [PAGE_QUERY.redirect]: back })}`, 302);
  }

  async function serve(c: Context<AppEnv>, section: { console: 'account'; id: AccountSectionId } | { console: 'admin'; id: AdminSectionId }) {
    const viewer = await consoleViewer(sessions, c);
    if (!viewer) return toLogin(c);
    const styleNonce = newNonce();
    if (section.console === 'admin' && !viewer.runsTeam) {
      const locale = localeOfRequest(c.req.raw);
      return c.html(renderForbiddenPage({ locale, appName: config.appName, appUrl: config.appUrl, styleNonce }), 403, pageHeaders(styleNonce));
    }
    const template = templates[section.console];
    if (!template) return c.text(NOT_BUILT, 503);
    const base = { appName: config.appName, appUrl: config.appUrl, styleNonce };
    const data: ConsolePageData = section.console === 'account' ? { console: 'account', section: section.id, ...base } : { console: 'admin', section: section.id, ...base };
    return c.html(renderConsolePage(template, section.console === 'account' ? 'Account' : 'Admin console', data), 200, pageHeaders(styleNonce));
  }

  return (
    new Hono<AppEnv>()
      // Before PATHS.admin/:section, which would take `navigation` for a section.
      .get(SERVER_PATHS.adminNavigation, doc("The admin console's sections as navigation data", adminNavigationSchema), (c) => c.json({ navigation: adminNavigation() }))
      .get(PATHS.user, doc('The account center (signed in)', pageAnswers), readsSession, (c) => serve(c, { console: 'account', id: 'profile' }))
      .get(PATHS.userDidSpaces, doc("The account center's DID Space section (signed in)", pageAnswers), readsSession, (c) => serve(c, { console: 'account', id: 'did-space' }))
      .get(`${PATHS.user}/:section`, doc('A section of the account center (signed in)', pageAnswers), readsSession, (c) => {
        const slug = c.req.param('section');
        return isAccountSection(slug) ? serve(c, { console: 'account', id: slug }) : c.notFound();
      })
      .get(PATHS.admin, doc('The admin console (owner or admin)', pageAnswers), readsSession, (c) => serve(c, { console: 'admin', id: 'overview' }))
      .get(`${PATHS.admin}/:section`, doc('A section of the admin console (owner or admin)', pageAnswers), readsSession, (c) => {
        const slug = c.req.param('section');
        return isAdminSection(slug) ? serve(c, { console: 'admin', id: slug }) : c.notFound();
      })
  );
}
