import { useFeatureTranslate } from '../session/use-translate.js';
import { ACCOUNT_LABELS } from './labels.js';

export const useAccountTranslate = () => useFeatureTranslate(ACCOUNT_LABELS);
export type AccountTranslate = ReturnType<typeof useAccountTranslate>;
