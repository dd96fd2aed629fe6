import type { FeatureLabels } from '../i18n/translate.js';

type RoleLabel = 'owner' | 'admin' | 'member' | 'guest';

/** The names of the roles people hold (SPEC §6), in both locales; lazy with the menus and dialogs that show them. */
export const ROLE_LABELS: FeatureLabels<RoleLabel> = {
  en: { owner: 'owner', admin: 'admin', member: 'member', guest: 'guest' },
  zh: { owner: '所有者', admin: '管理员', member: '成员', guest: '访客' },
};
