import { DEFAULT_LOCALE, type Locale } from '../constants/preferences.js';
import type { MessageCode } from './catalogue.js';
import { messageEntry } from './message-entry.js';

export type MessageParams = Record<string, string | number>;

/** The catalogue text for `code` in `locale`, with `{name}` parameters filled in (unknown ones left visible). */
export function formatMessage(code: MessageCode, params: MessageParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  const entry = messageEntry(code);
  const template = locale === 'zh' ? entry.zh : entry.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
