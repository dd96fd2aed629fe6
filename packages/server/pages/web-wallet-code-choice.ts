import { el } from './web-wallet-element.js';
import type { WebWalletLabels } from './web-wallet-labels.js';

/** The codes a step offers when the app asks for the one its page shows (DID_CONNECT_MFA), and the one picked. */
export interface CodeChoice {
  codes: number[];
  picked?: number;
}

const FIELD = 'mfaCode';

/** The codes as a radio group; picking one enables `submit`, which stays disabled until then. */
export function codeChoiceField(choice: CodeChoice, submit: HTMLButtonElement, disabled: boolean, labels: WebWalletLabels): HTMLFieldSetElement {
  submit.disabled = disabled || choice.picked === undefined;
  const fieldset = el('fieldset', { className: 'web-wallet__codes', disabled }, el('legend', { textContent: labels.pickCode }));
  for (const code of choice.codes) {
    const radio = el('input', { type: 'radio', name: FIELD, value: String(code), required: true, checked: code === choice.picked });
    radio.addEventListener('change', () => (submit.disabled = false));
    fieldset.append(el('label', {}, radio, el('span', { textContent: String(code) })));
  }
  return fieldset;
}

/** The code picked in `form`'s radio group, if any. */
export function pickedCode(form: HTMLFormElement): number | undefined {
  const value = new FormData(form).get(FIELD);
  return typeof value === 'string' ? Number(value) : undefined;
}
