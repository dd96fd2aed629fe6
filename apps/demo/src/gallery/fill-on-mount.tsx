import { useEffect } from 'react';
import { whenPresent } from './when-present.js';

/** Types `value` into the field `selector` names once it is there and submits its form, as the visitor would to reach the state. */
export function FillOnMount({ selector, value }: { selector: string; value: string }) {
  useEffect(
    () =>
      whenPresent<HTMLInputElement>(selector, (field) => {
        // React tracks the value it last rendered: set it the way the browser does, then tell React with an input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.form?.requestSubmit();
      }),
    [selector, value],
  );
  return null;
}
