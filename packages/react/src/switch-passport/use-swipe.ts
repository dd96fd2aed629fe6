import { SIZES } from '@foyer/core';
import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe of at least SPEC §2.7's 60 px: -1 for the previous card (rightwards), 1 for the next. */
export function useSwipe(onSwipe: (step: -1 | 1) => void) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      startX.current = event.clientX;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const distance = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(distance) >= SIZES.passportSwipeThreshold) onSwipe(distance < 0 ? 1 : -1);
    },
    onPointerCancel() {
      startX.current = null;
    },
  };
}
