import type { Locale } from '@foyer/core';
import { en, type LabelKey } from './en.js';
import { zh } from './zh.js';

type LabelParams = Record<string, string | number>;
export type Translate<K extends string = LabelKey> = (key: K, params?: LabelParams) => string;

/** Labels of one lazily loaded feature in both locales, kept beside it so the eager bundle never carries them. */
export type FeatureLabels<K extends string> = Record<Locale, Record<K, string>>;

const DICTIONARIES: FeatureLabels<LabelKey> = { en, zh };

/** Looks `key` up in the locale's dictionary (English when missing) and fills `{name}` parameters. */
export function translateWith<K extends string>(dictionaries: FeatureLabels<K>, locale: Locale): Translate<K> {
  const fallback = dictionaries.en;
  const dictionary = dictionaries[locale] ?? fallback;
  return (key, params = {}) =>
    (dictionary[key] ?? fallback[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const createTranslate = (locale: Locale): Translate => translateWith(DICTIONARIES, locale);
