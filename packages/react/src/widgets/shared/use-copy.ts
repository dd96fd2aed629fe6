import { formatMessage, type Locale } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';
import { copyModifier } from './copy-modifier.js';

/**
 * Copies text to the clipboard and keeps a copied flag for `flagMs` (SPEC §4: 1.5 s or 2 s).
 * Without clipboard access the browser's prompt holds the text for a manual copy (SPEC §8).
 */
export function useCopy(flagMs: number, locale: Locale) {
  // Counts copies since the flag last dropped, so copying again restarts its time.
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopies(0), flagMs);
    return () => clearTimeout(timer);
  }, [copies, flagMs]);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        window.prompt(formatMessage('copyPrompt', { modifier: copyModifier() }, locale), text);
        return false;
      }
      setCopies((count) => count + 1);
      return true;
    },
    [locale],
  );

  return { copied: copies > 0, copy };
}
