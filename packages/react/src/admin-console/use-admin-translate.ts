import { useFeatureTranslate } from '../session/use-translate.js';
import { ADMIN_LABELS } from './labels.js';

export const useAdminTranslate = () => useFeatureTranslate(ADMIN_LABELS);
export type AdminTranslate = ReturnType<typeof useAdminTranslate>;
