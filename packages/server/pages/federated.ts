import { createFoyerClient, HttpError, readCookie } from '@foyer/client';
import { formatMessage, FoyerError, isFoyerError, resolveLocale, STORAGE_KEYS, type FederatedPageData, type Locale } from '@foyer/core';
import { FEDERATED_PAGE_DATA_ID } from '../src/features/federation/federated-page-data.js';
import { handOff } from './federated-hand-off.js';
import { federatedLabels } from './federated-labels.js';
import { readPageData } from './read-page-data.js';
import { el } from './web-wallet-element.js';
import '@foyer/react/ui';
import './page-theme.css';
import './federated.css';

const data = readPageData<FederatedPageData>(FEDERATED_PAGE_DATA_ID);
const locale = resolveLocale(readCookie(STORAGE_KEYS.language) ?? navigator.language);
document.documentElement.lang = locale;
const root = document.getElementById('root') ?? document.body;
// The master's tokens are HttpOnly cookies of this origin, sent first-party here; one short visit needs no renewal loop.
const client = createFoyerClient({ rollingRefresh: false });

/** The server's (localised) sentence for a refusal, else the catalogue's. */
function describe(error: unknown, at: Locale): string {
  if (error instanceof HttpError) return error.message;
  const known = isFoyerError(error) ? error : new FoyerError('federatedManualLoginFailed', { cause: error });
  return formatMessage(known.code, known.params, at);
}

root.replaceChildren(
  el(
    'section',
    { className: 'federated__card' },
    el('span', { className: 'foyer-spinner', ariaHidden: 'true' }),
    el('p', { className: 'federated__status', role: 'status', textContent: federatedLabels(locale).signingIn(data.memberName, data.masterName) }),
  ),
);

handOff(data, client.request, locale, {
  opener: window.opener as Window | null,
  close: () => window.close(),
  // Replaced, not pushed: Back from the login page must not land on a page that sends the person there again.
  leave: (url) => location.replace(url),
}).catch((error: unknown) => {
  root.replaceChildren(el('section', { className: 'federated__card' }, el('p', { className: 'federated__error', role: 'alert', textContent: describe(error, locale) })));
});
