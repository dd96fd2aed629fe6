import type { WebWalletLabels } from './web-wallet-labels.js';
import type { ShownRequest } from './web-wallet-request.js';

export interface AskingState {
  kind: 'asking';
  request: ShownRequest;
  did: string;
  name: string;
  busy?: 'approve' | 'decline';
  approve(name: string): void;
  decline(): void;
}

export type WebWalletState =
  | { kind: 'opening' }
  | AskingState
  | { kind: 'done'; outcome: 'approved' | 'declined'; appName: string }
  | { kind: 'failed'; message: string };

type Child = Node | string;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
}

function claimItem(claim: ShownRequest['claims'][number], did: string, labels: WebWalletLabels): HTMLLIElement {
  if (claim.type === 'authPrincipal') return el('li', {}, el('strong', { textContent: labels.did }), el('code', { textContent: did }));
  if (claim.type === 'profile') {
    const fields = claim.items.map((item) => labels.fields[item] ?? item).join(', ');
    return el('li', {}, el('strong', { textContent: labels.profile }), el('span', { textContent: fields }));
  }
  // Any other claim is named as the app asked it; the wallet itself decides whether it can answer.
  return el('li', {}, el('strong', { textContent: claim.type }), el('span', { textContent: claim.description ?? '' }));
}

function askingView(state: AskingState, labels: WebWalletLabels): Child[] {
  const { app, claims } = state.request;
  const busy = state.busy !== undefined;
  const name = el('input', { id: 'web-wallet-name', name: 'name', required: true, autocomplete: 'name', value: state.name, disabled: busy });
  const hint = el('p', { id: 'web-wallet-name-hint', className: 'web-wallet__hint', textContent: labels.nameHint });
  name.setAttribute('aria-describedby', hint.id);
  const form = el(
    'form',
    { className: 'web-wallet__form' },
    el('label', { htmlFor: name.id, textContent: labels.nameLabel }),
    name,
    hint,
    el(
      'div',
      { className: 'web-wallet__actions' },
      el('button', { type: 'button', className: 'web-wallet__secondary', textContent: labels.decline, disabled: busy, onclick: () => state.decline() }),
      el('button', { type: 'submit', textContent: labels.approve, disabled: busy }),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    state.approve(name.value.trim());
  });
  const appHeader = el('header', { className: 'web-wallet__app' }, el('h2', { textContent: app.name }));
  if (app.icon) appHeader.prepend(el('img', { src: app.icon, alt: '', width: 48, height: 48 }));
  if (app.link) appHeader.append(el('a', { href: app.link, target: '_blank', rel: 'noreferrer', textContent: new URL(app.link).host }));
  const views: Child[] = [
    appHeader,
    el('p', { textContent: labels.asks }),
    el('ul', { className: 'web-wallet__claims' }, ...claims.map((claim) => claimItem(claim, state.did, labels))),
    form,
  ];
  if (busy) views.push(el('p', { role: 'status', ariaBusy: 'true', textContent: state.busy === 'approve' ? labels.approving : labels.declining }));
  return views;
}

function stateView(state: WebWalletState, labels: WebWalletLabels): Child[] {
  switch (state.kind) {
    case 'opening':
      return [el('p', { role: 'status', ariaBusy: 'true', textContent: labels.opening })];
    case 'asking':
      return askingView(state, labels);
    case 'done': {
      const approved = state.outcome === 'approved';
      return [
        el('h2', { textContent: approved ? labels.approvedTitle : labels.declinedTitle }),
        el('p', { role: 'status', textContent: approved ? labels.approved(state.appName) : labels.declined(state.appName) }),
      ];
    }
    case 'failed':
      return [el('div', { role: 'alert' }, el('h2', { textContent: labels.failedTitle }), el('p', { textContent: state.message }))];
  }
}

/** Draws the whole page for one state; each state is short, so it is simply drawn anew. */
export function renderWebWallet(root: HTMLElement, state: WebWalletState, labels: WebWalletLabels): void {
  root.replaceChildren(el('h1', { textContent: labels.title }), ...stateView(state, labels));
}
