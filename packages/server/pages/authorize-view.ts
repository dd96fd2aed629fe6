import { OAUTH_SCOPES, type Locale } from '@foyer/core';
import type { InteractionPageData } from '../src/features/oidc/interaction-page-data.js';
import type { AuthorizeLabels } from './authorize-labels.js';
import { el } from './web-wallet-element.js';

// The computed product keys widen OAUTH_SCOPES to a string index, so the type cannot promise what isOAuthScope checked.
const scopeWording = (scope: string, locale: Locale) => OAUTH_SCOPES[scope]?.[locale] ?? scope;

export type Choice = 'allow' | 'deny';

export interface ConsentView {
  /** Disables both buttons and shows a spinner on the one pressed; null enables them again. */
  busy(choice: Choice | null): void;
  /** The server's sentence for a failed call; '' clears it. */
  showError(message: string): void;
}

export interface ConsentChoices {
  allow(): void;
  deny(): void;
}

/** The page's #root, where every view is drawn. */
export function pageRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The authorization page has no #root element');
  return root;
}

/** A failure the page cannot get past, in the server's words when it gave some. */
export function renderFailure(root: HTMLElement, message: string): void {
  root.replaceChildren(el('p', { className: 'authorize__error', role: 'alert', textContent: message }));
}

/** The "Signing you in…" status shown while the page finishes the login step. */
export function renderSigningIn(root: HTMLElement, labels: AuthorizeLabels): void {
  root.replaceChildren(el('p', { className: 'authorize__status', role: 'status', textContent: labels.signingIn }));
}

function clientLogo(client: InteractionPageData['client']): HTMLElement {
  const badge = el('span', { className: 'authorize__badge', ariaHidden: 'true', textContent: client.name.trim().charAt(0).toUpperCase() || '?' });
  if (!client.logoUri) return badge;
  const logo = el('img', { className: 'authorize__logo', src: client.logoUri, alt: '', width: 56, height: 56 });
  // A logo that does not load falls back to the initial, as a client without one gets.
  logo.addEventListener('error', () => logo.replaceWith(badge), { once: true });
  return logo;
}

/** The consent card: who asks, what they may do (SPEC §9 scope wording), Allow and Deny. */
export function renderConsent(root: HTMLElement, data: InteractionPageData, locale: Locale, labels: AuthorizeLabels, choices: ConsentChoices): ConsentView {
  const allow = el('button', { type: 'button', className: 'foyer-button', textContent: labels.allow });
  const deny = el('button', { type: 'button', className: 'foyer-button foyer-button--secondary', textContent: labels.deny });
  allow.addEventListener('click', choices.allow);
  deny.addEventListener('click', choices.deny);
  const alert = el('p', { className: 'authorize__error', role: 'alert' });
  const scopes = data.scopes.map((scope) => el('li', { textContent: scopeWording(scope, locale) }));
  root.replaceChildren(
    el(
      'section',
      { className: 'authorize__card' },
      clientLogo(data.client),
      el('h1', { textContent: labels.asks(data.client.name, data.appName) }),
      el('p', { textContent: labels.willBeAbleTo }),
      el('ul', { className: 'authorize__scopes' }, ...scopes),
      alert,
      el('div', { className: 'authorize__buttons' }, allow, deny),
    ),
  );
  allow.focus();
  return {
    busy(choice) {
      const pressed = choice && { allow, deny }[choice];
      for (const button of [allow, deny]) {
        button.disabled = choice !== null;
        button.ariaBusy = String(button === pressed);
        button.querySelector('.foyer-spinner')?.remove();
      }
      pressed?.append(el('span', { className: 'foyer-spinner foyer-spinner--inline', ariaHidden: 'true', title: labels.working }));
    },
    showError(message) {
      alert.textContent = message;
    },
  };
}
