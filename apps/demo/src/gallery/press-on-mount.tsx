import { useEffect } from 'react';
import { whenPresent } from './when-present.js';

/** Clicks or focuses the element `selector` names as soon as it is there, as the visitor would to reach the state. */
export function PressOnMount({ selector, how = 'click' }: { selector: string; how?: 'click' | 'focus' }) {
  useEffect(() => whenPresent<HTMLElement>(selector, (element) => (how === 'click' ? element.click() : element.focus())), [selector, how]);
  return null;
}
