import { DEFAULT_LOCALE, type Locale } from '../constants/preferences.js';
import { CATALOGUE, type MessageCode } from './catalogue.js';

export type MessageParams = Record<string, string | number>;

/** The catalogue text for `code` in `locale`, with `{name}` parameters filled in (unknown ones left visible). */
export function formatMessage(code: MessageCode, params: MessageParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  const entry = CATALOGUE[code];
  const template = locale === 'zh' ? entry.zh : entry.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
