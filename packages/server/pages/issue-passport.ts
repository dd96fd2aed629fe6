import { createFoyerClient, openPassportConnect, readCookie } from '@foyer/client';
import { resolveLocale, STORAGE_KEYS, type LoginResult } from '@foyer/core';
import { PASSPORT_PAGE_DATA_ID, type IssuePassportPageData } from '../src/features/passports/passport-page-data.js';
import { passportLabel } from './passport-page-labels.js';
import { alertLine, passportConnectView, passportRoot } from './passport-connect-view.js';
import { readPageData } from './read-page-data.js';
import { el } from './web-wallet-element.js';
import '@foyer/react/ui';
import './page-theme.css';
import './passport.css';

const data = readPageData<IssuePassportPageData>(PASSPORT_PAGE_DATA_ID);
const locale = resolveLocale(readCookie(STORAGE_KEYS.language) ?? navigator.language);
const t = (key: Parameters<typeof passportLabel>[1], params?: Record<string, string>) => passportLabel(locale, key, params);
document.documentElement.lang = locale;
const root = passportRoot();
// One short visit: the tokens the wallet's sign-in hands over become this origin's session, with no renewal loop here.
const client = createFoyerClient({ rollingRefresh: false });

function offer(): HTMLElement {
  const role = data.role.toUpperCase();
  const by = data.issuerName ? t('issuedBy', { issuer: data.issuerName, role }) : t('issuedByApp', { app: data.appName, role });
  return el(
    'header',
    {},
    el('h1', { textContent: t('issueHeading') }),
    el('p', { className: 'passport__offer', textContent: by }),
    ...(data.title ? [el('p', { textContent: t('titled', { title: data.title }) })] : []),
    ...(data.expiresAt ? [el('p', { textContent: t('expires', { date: new Date(data.expiresAt).toLocaleString(locale) }) })] : []),
  );
}

/** A link that cannot give a passport still says, as a heading, what the page is. */
const unusable = (message: string) => root.replaceChildren(el('h1', { textContent: t('unusableHeading') }), alertLine(message));

async function run(): Promise<void> {
  if (data.invalid) return unusable(data.invalid);
  const connect = await openPassportConnect<LoginResult>(client.request, 'issue-passport', { passportToken: data.token });
  root.replaceChildren(offer(), passportConnectView(connect, t('scan'), t('openWallet'), t('waiting')));
  try {
    const login = await connect.done;
    await client.applyLogin(login, login.user ?? null);
    root.replaceChildren(
      offer(),
      el('p', { className: 'passport__done', role: 'status', textContent: t('received') }),
      el('a', { href: data.appUrl, textContent: t('continue', { app: data.appName }) }),
    );
  } catch (error) {
    root.replaceChildren(offer(), alertLine(error instanceof Error ? error.message : String(error)));
  }
}

run().catch((error: unknown) => unusable(error instanceof Error ? error.message : String(error)));
