import { useEffect } from 'react';

/** Clicks or focuses the element `selector` names once it has mounted, as the visitor would to open what the state shows. */
export function PressOnMount({ selector, how = 'click' }: { selector: string; how?: 'click' | 'focus' }) {
  useEffect(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (how === 'click') element?.click();
    else element?.focus();
  }, [selector, how]);
  return null;
}
