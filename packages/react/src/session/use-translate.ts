import { useMemo } from 'react';
import { createTranslate, type Translate } from '../i18n/translate.js';
import { useSession } from './use-session.js';

export function useTranslate(): Translate {
  const { locale } = useSession();
  return useMemo(() => createTranslate(locale), [locale]);
}
