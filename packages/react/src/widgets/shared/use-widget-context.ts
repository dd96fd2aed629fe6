import { DEFAULT_LOCALE, DEFAULT_THEME } from '@foyer/core';
import { useContext, useMemo } from 'react';
import { createTranslate } from '../../i18n/translate.js';
import { InternalsContext, SessionContext } from '../../session/session-context.js';

/** The session's locale, theme and toasts when inside <SessionProvider>; English, the system theme and no toasts outside it. */
export function useWidgetContext() {
  const session = useContext(SessionContext);
  const toast = useContext(InternalsContext)?.toast;
  const locale = session?.locale ?? DEFAULT_LOCALE;
  const t = useMemo(() => createTranslate(locale), [locale]);
  return { locale, theme: session?.theme ?? DEFAULT_THEME, t, toast };
}
