import { useEffect } from 'react';

/** Types `value` into the field `selector` names once it is there and submits its form, as the visitor would to reach the state. */
export function FillOnMount({ selector, value }: { selector: string; value: string }) {
  useEffect(() => {
    const fill = () => {
      const field = document.querySelector<HTMLInputElement>(selector);
      if (!field?.form) return false;
      // React tracks the value it last rendered: set it the way the browser does, then tell React with an input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.form.requestSubmit();
      return true;
    };
    if (fill()) return;
    const observer = new MutationObserver(() => fill() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector, value]);
  return null;
}
