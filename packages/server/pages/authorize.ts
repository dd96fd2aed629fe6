import { createFoyerClient, readCookie } from '@foyer/client';
import { resolveLocale, STORAGE_KEYS } from '@foyer/core';
import { describeFailure, needsSignIn, postAndFollow } from './authorize-actions.js';
import { authorizeLabels } from './authorize-labels.js';
import { pageRoot, renderConsent, renderFailure, renderSigningIn, type Choice } from './authorize-view.js';
import { INTERACTION_PAGE_DATA_ID, type InteractionPageData } from '../src/features/oidc/interaction-page-data.js';
import { readPageData } from './read-page-data.js';
import '@foyer/react/ui';
import './page-theme.css';
import './authorize.css';

const data = readPageData<InteractionPageData>(INTERACTION_PAGE_DATA_ID);
const locale = resolveLocale(readCookie(STORAGE_KEYS.language) ?? navigator.language);
const labels = authorizeLabels(locale);
document.documentElement.lang = locale;
const root = pageRoot();
// The Foyer login page keeps its tokens in cookies of this origin; one short visit needs no renewal loop.
const client = createFoyerClient({ rollingRefresh: false });

/** Finishes the login step with the Foyer session, or sends the person to Foyer's login page, which comes back here. */
async function logIn(): Promise<void> {
  renderSigningIn(root, labels);
  try {
    if (!(await client.getSession())) return location.replace(data.loginUrl);
    await postAndFollow(client, data.actions.login);
  } catch (error) {
    if (needsSignIn(error)) return location.replace(data.loginUrl);
    throw error;
  }
}

function askConsent(): void {
  const choose = async (choice: Choice) => {
    view.busy(choice);
    view.showError('');
    try {
      await postAndFollow(client, choice === 'allow' ? data.actions.consent : data.actions.deny);
    } catch (error) {
      view.busy(null);
      view.showError(describeFailure(error, labels.failed));
    }
  };
  const view = renderConsent(root, data, locale, labels, { allow: () => void choose('allow'), deny: () => void choose('deny') });
}

if (data.prompt === 'login') {
  logIn().catch((error: unknown) => {
    renderFailure(root, describeFailure(error, labels.failed));
  });
} else {
  askConsent();
}
