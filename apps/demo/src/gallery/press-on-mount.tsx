import { useEffect } from 'react';

/** Clicks or focuses the element `selector` names as soon as it is there (lazy parts load later), as the visitor would to reach the state. */
export function PressOnMount({ selector, how = 'click' }: { selector: string; how?: 'click' | 'focus' }) {
  useEffect(() => {
    const press = () => {
      const element = document.querySelector<HTMLElement>(selector);
      if (how === 'click') element?.click();
      else element?.focus();
      return element !== null;
    };
    if (press()) return;
    const observer = new MutationObserver(() => press() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector, how]);
  return null;
}
