import type { FoyerClient } from '@foyer/client';
import type { Locale } from '@foyer/core';
import { useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { errorText } from '../util/error-text.js';

export interface AccountAction {
  /** The key of the action running now (a row's id, or the button's name), so its button shows loading. */
  working: string | null;
  /** What the last action said: its success text, or the server's error text. */
  notice: { kind: 'success' | 'error'; text: string } | null;
  /**
   * Runs `call` with the session client, showing `success` after it; a failure shows the catalogue text, and rethrows
   * when `rethrow` so a confirm dialog can keep it on screen.
   */
  run<T>(key: string, call: (client: FoyerClient, locale: Locale) => Promise<T>, success?: string | ((result: T) => string), rethrow?: boolean): Promise<T | undefined>;
}

export function useAccountAction(): AccountAction {
  const client = useInternals()?.client;
  const { locale } = useSession();
  const [working, setWorking] = useState<string | null>(null);
  const [notice, setNotice] = useState<AccountAction['notice']>(null);

  async function run<T>(key: string, call: (client: FoyerClient, locale: Locale) => Promise<T>, success?: string | ((result: T) => string), rethrow = false): Promise<T | undefined> {
    if (!client) return undefined;
    setWorking(key);
    setNotice(null);
    try {
      const result = await call(client, locale);
      if (success) setNotice({ kind: 'success', text: typeof success === 'string' ? success : success(result) });
      return result;
    } catch (failure) {
      if (rethrow) throw failure;
      setNotice({ kind: 'error', text: errorText(failure, locale) });
      return undefined;
    } finally {
      setWorking(null);
    }
  }

  return { working, notice, run };
}
