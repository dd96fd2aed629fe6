import type { FeatureLabels } from '../i18n/translate.js';

/** What the saved session's wallet ran on, where it is a word and not a name (iOS and Android stay as they are). */
export const WALLET_OS_LABELS: FeatureLabels<'web' | 'api'> = {
  en: { web: 'Web', api: 'API' },
  zh: { web: '网页', api: '接口' },
};
