import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const ITEM_SELECTOR = '[role="menuitem"]';

/** WAI-ARIA menu keys: arrows and Home/End move between items, Escape and Tab close (Escape refocuses the button). */
export function useMenuKeys(menu: RefObject<HTMLElement | null>, open: boolean, close: (refocus: boolean) => void) {
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [open, menu]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      items.at((moves[event.key] ?? 0) % items.length)?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
}
