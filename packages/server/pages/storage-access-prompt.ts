import type { SharedBridgeLabels } from './shared-bridge-labels.js';
import { el } from './web-wallet-element.js';

interface PromptNames {
  memberName: string;
  masterName: string;
}

/** SPEC §2 item 1: title, reason naming the site, benefits, data-use note, and Not now beside Allow, drawn into `root`. */
export function showStorageAccessPrompt(root: Element, labels: SharedBridgeLabels, { memberName, masterName }: PromptNames, allow: () => Promise<void>, decline: () => void): void {
  const allowButton = el('button', { type: 'button', className: 'foyer-button', textContent: labels.allow });
  const notNow = el('button', { type: 'button', className: 'foyer-button foyer-button--secondary', textContent: labels.notNow });
  allowButton.addEventListener('click', () => void allow());
  notNow.addEventListener('click', decline);
  root.replaceChildren(
    el('h1', { className: 'bridge__title', textContent: labels.title(masterName) }),
    el('p', { className: 'bridge__reason', textContent: labels.reason(memberName, masterName) }),
    el('ul', { className: 'bridge__benefits' }, ...labels.benefits.map((benefit) => el('li', { textContent: benefit }))),
    el('p', { className: 'bridge__note', textContent: labels.dataUse(masterName) }),
    el('div', { className: 'bridge__actions' }, notNow, allowButton),
  );
}
