import { codeChoiceField, pickedCode, type CodeChoice } from './web-wallet-code-choice.js';
import { el, type Child } from './web-wallet-element.js';
import type { WebWalletLabels } from './web-wallet-labels.js';
import type { ShownRequest } from './web-wallet-request.js';

export interface AskingState {
  kind: 'asking';
  request: ShownRequest;
  did: string;
  name: string;
  /** Present when the app asks for the code its page shows. */
  codes?: CodeChoice;
  busy?: 'approve' | 'decline';
  /** The names of the NFTs held, offered when the app asks for one; why the last one pasted was not added. */
  nfts: string[];
  nftError?: string;
  approve(name: string, mfaCode: number | undefined): void;
  decline(): void;
  addNft(jwt: string): void;
}

/** A chained workflow of the app approved before: its page shows a new code, which is asked here. */
export interface PickingState {
  kind: 'picking';
  appName: string;
  codes: CodeChoice;
  busy?: boolean;
  pick(code: number): void;
}

export type WebWalletState =
  | { kind: 'opening' }
  | AskingState
  | PickingState
  | { kind: 'done'; outcome: 'approved' | 'declined'; appName: string }
  | { kind: 'failed'; message: string };

// A class of Foyer's shared look, from @foyer/react/ui (which web-wallet.ts imports).
const SECONDARY = 'foyer-button foyer-button--secondary';

function claimItem(claim: ShownRequest['claims'][number], did: string, labels: WebWalletLabels): HTMLLIElement {
  if (claim.type === 'authPrincipal') return el('li', { className: 'foyer-card' }, el('strong', { textContent: labels.did }), el('code', { textContent: did }));
  if (claim.type === 'profile') {
    const fields = claim.items.map((item) => labels.fields[item] ?? item).join(', ');
    return el('li', { className: 'foyer-card' }, el('strong', { textContent: labels.profile }), el('span', { textContent: claim.askedNext ? labels.askedNext(fields) : fields }));
  }
  // Any other claim is named as the app asked it; the wallet itself decides whether it can answer.
  return el('li', { className: 'foyer-card' }, el('strong', { textContent: claim.type }), el('span', { textContent: claim.description ?? '' }));
}

/** The NFTs this wallet holds, and a field to add one (as minted for this wallet's DID, such as the demo hands out). */
function nftSection(state: AskingState, labels: WebWalletLabels, busy: boolean): HTMLElement {
  const input = el('input', { id: 'web-wallet-nft', className: 'foyer-input', name: 'nft', autocomplete: 'off', spellcheck: false, disabled: busy });
  const add = el('button', { type: 'button', className: SECONDARY, textContent: labels.addNft, disabled: busy, onclick: () => state.addNft(input.value.trim()) });
  const held = el('p', {}, el('strong', { textContent: labels.nfts }), ' ', el('span', { className: 'web-wallet__hint', textContent: state.nfts.join(', ') || labels.noNfts }));
  const section = el('section', { className: 'web-wallet__form', ariaLabel: labels.nfts }, held, el('label', { htmlFor: input.id, textContent: labels.nftLabel }), input, add);
  if (state.nftError) section.append(el('p', { className: 'web-wallet__hint', role: 'status', textContent: state.nftError }));
  return section;
}

function busyStatus(text: string): HTMLParagraphElement {
  return el('p', { role: 'status', ariaBusy: 'true', textContent: text });
}

function askingView(state: AskingState, labels: WebWalletLabels): Child[] {
  const { app, claims } = state.request;
  const busy = state.busy !== undefined;
  const name = el('input', { id: 'web-wallet-name', className: 'foyer-input', name: 'name', required: true, autocomplete: 'name', value: state.name, disabled: busy });
  const hint = el('p', { id: 'web-wallet-name-hint', className: 'web-wallet__hint', textContent: labels.nameHint });
  name.setAttribute('aria-describedby', hint.id);
  const approve = el('button', { type: 'submit', className: 'foyer-button', textContent: labels.approve, disabled: busy });
  const form = el('form', { className: 'web-wallet__form' }, el('label', { htmlFor: name.id, textContent: labels.nameLabel }), name, hint);
  if (state.codes) form.append(codeChoiceField(state.codes, approve, busy, labels));
  form.append(
    el(
      'div',
      { className: 'web-wallet__actions' },
      el('button', { type: 'button', className: SECONDARY, textContent: labels.decline, disabled: busy, onclick: () => state.decline() }),
      approve,
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    state.approve(name.value.trim(), pickedCode(form));
  });
  const appHeader = el('header', { className: 'web-wallet__app' }, el('h2', { textContent: app.name }));
  if (app.icon) appHeader.prepend(el('img', { src: app.icon, alt: '', width: 48, height: 48 }));
  if (app.link) appHeader.append(el('a', { href: app.link, target: '_blank', rel: 'noreferrer', textContent: new URL(app.link).host }));
  const views: Child[] = [
    appHeader,
    el('p', { textContent: labels.asks }),
    el('ul', { className: 'foyer-list web-wallet__claims' }, ...claims.map((claim) => claimItem(claim, state.did, labels))),
    form,
    nftSection(state, labels, busy),
  ];
  if (busy) views.push(busyStatus(state.busy === 'approve' ? labels.approving : labels.declining));
  return views;
}

function pickingView(state: PickingState, labels: WebWalletLabels): Child[] {
  const busy = state.busy === true;
  const approve = el('button', { type: 'submit', className: 'foyer-button', textContent: labels.approve });
  const form = el(
    'form',
    { className: 'web-wallet__form' },
    codeChoiceField(state.codes, approve, busy, labels),
    el('div', { className: 'web-wallet__actions web-wallet__actions--single' }, approve),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const code = pickedCode(form);
    if (code !== undefined) state.pick(code);
  });
  const views: Child[] = [el('h2', { textContent: state.appName }), el('p', { textContent: labels.nextWorkflow }), form];
  if (busy) views.push(busyStatus(labels.approving));
  return views;
}

function stateView(state: WebWalletState, labels: WebWalletLabels): Child[] {
  switch (state.kind) {
    case 'opening':
      return [busyStatus(labels.opening)];
    case 'asking':
      return askingView(state, labels);
    case 'picking':
      return pickingView(state, labels);
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
