import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const ITEM_SELECTOR = '[role="menuitem"]';

/** WAI-ARIA menu keys for a menu mounted when it opens: its first item takes focus, arrows and Home/End move, Escape and Tab close (Escape refocuses the button). */
export function useMenuKeys(menu: RefObject<HTMLElement | null>, close: (refocus: boolean) => void) {
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [menu]);

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
