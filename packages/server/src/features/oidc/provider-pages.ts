import { resolveLocale, type Locale } from '@foyer/core';
import type { KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import { contentSecurityPolicy, CSP_HEADER, hashSource, NO_FRAMING, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { escapeHtml } from '../../mail/escape-html.js';

const TEXT = {
  en: {
    logoutTitle: 'Sign out?',
    logoutBody: (app: string, client: string) => `${client} asks to sign you out of ${app}.`,
    logoutYes: 'Yes, sign me out',
    logoutNo: 'No, stay signed in',
    loggedOutTitle: 'Signed out',
    loggedOutBody: (app: string) => `You are signed out of ${app}. You can close this page.`,
    errorTitle: 'This sign-in request cannot continue',
    logoutErrorTitle: 'This sign-out request cannot continue',
    errorBack: 'Go back to the app you came from and start again.',
  },
  zh: {
    logoutTitle: '退出登录？',
    logoutBody: (app: string, client: string) => `${client} 请求让你退出 ${app}。`,
    logoutYes: '是，退出登录',
    logoutNo: '否，保持登录',
    loggedOutTitle: '已退出登录',
    loggedOutBody: (app: string) => `你已退出 ${app}，可以关闭此页面。`,
    errorTitle: '此登录请求无法继续',
    logoutErrorTitle: '此退出登录请求无法继续',
    errorBack: '请返回你来自的应用并重新开始。',
  },
} as const satisfies Record<Locale, unknown>;

// Foyer's colours (foyer.css), light or dark as the system is: these pages are the provider's, with no stylesheet of ours.
const STYLE =
  ':root{color-scheme:light dark}' +
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:light-dark(#f3f4f7,#0f1013);color:light-dark(#14161a,#eceef2)}' +
  'main{background:light-dark(#fff,#17181c);border:1px solid light-dark(#e2e5ea,#33363f);border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:400px;width:calc(100% - 32px);box-sizing:border-box}' +
  'h1{font-size:1.3em;margin:0 0 12px}button{font:inherit;color:inherit;display:block;width:100%;padding:10px;margin-top:12px;border-radius:8px;border:1px solid light-dark(#e2e5ea,#33363f);background:light-dark(#fff,#17181c);cursor:pointer}' +
  'button[value=yes]{background:light-dark(#4f46e5,#8b85ff);border-color:transparent;color:light-dark(#fff,#111218)}code{word-break:break-all}';

/**
 * Set before the provider answers, since it writes to node's response itself: its pages (these, and form_post, which adds
 * its script's hash to script-src) may not be framed, send no referrer, and allow only their own inline style. No
 * form-action: form_post and the logout confirmation post or redirect on to the relying party.
 */
const PROVIDER_HEADERS = {
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors: NO_FRAMING, styleSources: [hashSource(STYLE)], formAction: null }),
  [REFERRER_POLICY_HEADER]: NO_REFERRER,
  'x-content-type-options': 'nosniff',
};

export const providerSecurityHeaders: Parameters<Provider['use']>[0] = async (ctx, next) => {
  ctx.set(PROVIDER_HEADERS);
  await next();
};

/** The visitor's language from Accept-Language, en or zh. */
function localeOf(ctx: KoaContextWithOIDC): Locale {
  return resolveLocale(ctx.get('accept-language').split(',')[0]);
}

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** RP-initiated logout asks first (oidc-provider's `form` carries its own anti-forgery secret). */
export const logoutConfirmPage = (appName: string) => async (ctx: KoaContextWithOIDC, form: string) => {
  const locale = localeOf(ctx);
  const text = TEXT[locale];
  const client = ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId ?? appName;
  ctx.type = 'html';
  ctx.body = page(
    locale,
    text.logoutTitle,
    `<h1>${escapeHtml(text.logoutTitle)}</h1><p>${escapeHtml(text.logoutBody(appName, client))}</p>${form}` +
      `<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(text.logoutYes)}</button>` +
      `<button type="submit" form="op.logoutForm">${escapeHtml(text.logoutNo)}</button>`,
  );
};

/** Shown after a logout that names no (registered) post_logout_redirect_uri. */
export const loggedOutPage = (appName: string) => async (ctx: KoaContextWithOIDC) => {
  const locale = localeOf(ctx);
  const text = TEXT[locale];
  ctx.type = 'html';
  ctx.body = page(locale, text.loggedOutTitle, `<h1>${escapeHtml(text.loggedOutTitle)}</h1><p>${escapeHtml(text.loggedOutBody(appName))}</p>`);
};

// oidc-provider names its RP-initiated logout routes end_session, end_session_confirm and end_session_success.
const isLogoutRoute = (ctx: KoaContextWithOIDC) => ctx.oidc.route.startsWith('end_session');

/** Errors a browser sees instead of a redirect (an unregistered redirect_uri, an unknown client): what went wrong, never a trace. */
export const errorPage = async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
  const locale = localeOf(ctx);
  const text = TEXT[locale];
  const title = isLogoutRoute(ctx) ? text.logoutErrorTitle : text.errorTitle;
  ctx.type = 'html';
  ctx.body = page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p><code>${escapeHtml(out.error)}</code>${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p><p>${escapeHtml(text.errorBack)}</p>`,
  );
};
