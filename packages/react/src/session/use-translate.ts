import { useMemo } from 'react';
import { createTranslate, translateWith, type FeatureLabels, type Translate } from '../i18n/translate.js';
import { useSession } from './use-session.js';

export function useTranslate(): Translate {
  const { locale } = useSession();
  return useMemo(() => createTranslate(locale), [locale]);
}

/** A lazily loaded feature's own labels (kept beside it, out of the eager bundle) in the session's locale; `labels` must be a module constant. */
export function useFeatureTranslate<K extends string>(labels: FeatureLabels<K>): Translate<K> {
  const { locale } = useSession();
  return useMemo(() => translateWith(labels, locale), [labels, locale]);
}
