import type { Locale } from '@foyer/core';
import { en, type LabelKey } from './en.js';
import { zh } from './zh.js';

type LabelParams = Record<string, string | number>;
export type Translate = (key: LabelKey, params?: LabelParams) => string;

const DICTIONARIES: Record<Locale, Record<LabelKey, string>> = { en, zh };

export function createTranslate(locale: Locale): Translate {
  const dictionary = DICTIONARIES[locale] ?? en;
  return (key, params = {}) =>
    (dictionary[key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
