import { useEffect, type RefObject } from 'react';

export function useOutsidePointer(area: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [area, active, onOutside]);
}
