import type { Locale } from '@foyer/core';

/** Every word the console pages' shell shows, in both locales; the consoles bring their own. */
const LABELS = {
  en: { account: 'Account', admin: 'Admin console', backTo: 'Back to {app}' },
  zh: { account: '账户', admin: '管理控制台', backTo: '返回 {app}' },
} satisfies Record<Locale, Record<string, string>>;

export type ConsoleLabel = keyof (typeof LABELS)['en'];

export const consoleLabels = (locale: Locale) => LABELS[locale];
