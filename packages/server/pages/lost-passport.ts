import { createFoyerClient, listPassports, openPassportConnect, readCookie } from '@foyer/client';
import { resolveLocale, STORAGE_KEYS, type Passport } from '@foyer/core';
import { PASSPORT_PAGE_DATA_ID, type LostPassportPageData } from '../src/features/passports/passport-page-data.js';
import { passportLabel } from './passport-page-labels.js';
import { alertLine, passportConnectView, passportRoot } from './passport-connect-view.js';
import { readPageData } from './read-page-data.js';
import { el } from './web-wallet-element.js';
import '@foyer/react/ui';
import './page-theme.css';
import './passport.css';

const data = readPageData<LostPassportPageData>(PASSPORT_PAGE_DATA_ID);
const locale = resolveLocale(readCookie(STORAGE_KEYS.language) ?? navigator.language);
const t = (key: Parameters<typeof passportLabel>[1]) => passportLabel(locale, key);
document.documentElement.lang = locale;
const root = passportRoot();
const client = createFoyerClient({ rollingRefresh: false });
const heading = () => el('h1', { textContent: t('lostHeading') });
const failure = (error: unknown) => alertLine(error instanceof Error ? error.message : String(error));

/** The new wallet answers for `passport`; then the list shows the passport that replaced it. */
async function recover(passport: Passport): Promise<void> {
  const connect = await openPassportConnect(client.request, 'lost-passport', { passportId: passport.id });
  root.replaceChildren(heading(), el('p', { className: 'passport__offer', textContent: passport.title }), passportConnectView(connect, t('scanNew'), t('openWallet'), t('waiting')));
  try {
    await connect.done;
    await showPassports(el('p', { className: 'passport__done', role: 'status', textContent: t('recovered') }));
  } catch (error) {
    await showPassports(failure(error));
  }
}

async function showPassports(notice?: HTMLElement): Promise<void> {
  const passports = await listPassports(client.request);
  const rows = passports.map((passport) =>
    el(
      'li',
      { className: 'passport__row' },
      el('span', { textContent: `${passport.title} (${passport.role})` }),
      el('button', { type: 'button', className: 'foyer-button foyer-button--secondary', textContent: t('recover'), onclick: () => void recover(passport).catch((error: unknown) => root.replaceChildren(heading(), failure(error))) }),
    ),
  );
  const list = rows.length ? el('ul', { className: 'passport__list' }, ...rows) : el('p', { textContent: t('noPassports') });
  root.replaceChildren(heading(), ...(notice ? [notice] : []), el('p', { textContent: t('lostIntro') }), list);
}

async function run(): Promise<void> {
  root.replaceChildren(heading(), el('p', { role: 'status', textContent: t('signingIn') }));
  // The person proves who they are by another bound method on the login page, which brings them back here.
  if (!(await client.getSession())) return location.replace(data.loginUrl);
  await showPassports();
}

run().catch((error: unknown) => root.replaceChildren(heading(), failure(error)));
