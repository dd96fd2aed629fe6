import { useEffect, useRef, useState } from 'react';

/**
 * The texts while open; after closing, the last open ones for `resetMs` (the dialog is still fading out,
 * whatever the caller has cleared by then), then `empty`.
 */
export function useTextsAfterClose<T>(open: boolean, texts: T, empty: T, resetMs: number): T {
  const lastOpen = useRef(texts);
  const [reset, setReset] = useState(!open);

  useEffect(() => {
    if (open) lastOpen.current = texts;
  });

  useEffect(() => {
    if (open) {
      setReset(false);
      return;
    }
    const timer = setTimeout(() => setReset(true), resetMs);
    return () => clearTimeout(timer);
  }, [open, resetMs]);

  if (open) return texts;
  return reset ? empty : lastOpen.current;
}
