import type { FeatureLabels } from '../i18n/translate.js';

type PassportLinkLabel =
  | 'role'
  | 'title'
  | 'titlePlaceholder'
  | 'validDays'
  | 'validDaysHint'
  | 'create'
  | 'link'
  | 'qr'
  | 'linkExpires';

/** The passport-link form's words, loaded with it rather than in the eager bundle. */
export const PASSPORT_LINK_LABELS: FeatureLabels<PassportLinkLabel> = {
  en: {
    role: 'Role',
    title: 'Title',
    titlePlaceholder: 'Shown on the passport card (optional)',
    validDays: 'Passport valid for (days)',
    validDaysHint: 'Leave empty for a passport that never expires',
    create: 'Create passport link',
    link: 'One-time passport link',
    qr: 'QR code of the passport link',
    linkExpires: 'The link works once, until {date}',
  },
  zh: {
    role: '角色',
    title: '名称',
    titlePlaceholder: '显示在通行证卡片上（可选）',
    validDays: '通行证有效天数',
    validDaysHint: '留空则通行证永不过期',
    create: '生成通行证链接',
    link: '一次性通行证链接',
    qr: '通行证链接二维码',
    linkExpires: '此链接仅可使用一次，有效期至 {date}',
  },
};
