// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { authorizeLabels } from './authorize-labels.js';
import { consoleLabels } from './console-labels.js';
import { federatedLabels } from './federated-labels.js';
import { PASSPORT_LABELS } from './passport-page-labels.js';
import { sharedBridgeLabels } from './shared-bridge-labels.js';
import { webWalletLabels } from './web-wallet-labels.js';

const PAGES = fileURLToPath(new URL('.', import.meta.url));

/** Each page's words in both locales. */
const CATALOGUES: Record<string, Record<Locale, unknown>> = {
  'authorize-labels.ts': { en: authorizeLabels('en'), zh: authorizeLabels('zh') },
  'console-labels.ts': { en: consoleLabels('en'), zh: consoleLabels('zh') },
  'federated-labels.ts': { en: federatedLabels('en'), zh: federatedLabels('zh') },
  'passport-page-labels.ts': PASSPORT_LABELS,
  'shared-bridge-labels.ts': { en: sharedBridgeLabels('en'), zh: sharedBridgeLabels('zh') },
  'web-wallet-labels.ts': { en: webWalletLabels('en'), zh: webWalletLabels('zh') },
};

/** Every text of a catalogue by its path (`benefits.0`, `title`): strings as they are, a function's text for the arguments `{0}`, `{1}`, …. */
function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (typeof value === 'function') return { [path]: String(value(...Array.from({ length: value.length }, (_, index) => `{${index}}`))) };
  return Object.entries(value as object).reduce<Record<string, string>>((all, [key, inner]) => ({ ...all, ...texts(inner, path ? `${path}.${key}` : key) }), {});
}

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the server pages' label catalogues", () => {
  it('lists every *-labels.ts of the pages', () => {
    expect(readdirSync(PAGES).filter((file) => file.endsWith('-labels.ts')).sort()).toEqual(Object.keys(CATALOGUES).sort());
  });

  describe.each(Object.entries(CATALOGUES))('%s', (_name, catalogue) => {
    const en = texts(catalogue.en);
    const zh = texts(catalogue.zh);

    it('has the same keys in en and zh', () => {
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    });

    it('has no empty label', () => {
      for (const labels of [en, zh]) expect(Object.entries(labels).filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it('fills the same parameters in both languages', () => {
      for (const [path, text] of Object.entries(en)) expect(params(zh[path] ?? ''), path).toEqual(params(text));
    });
  });
});
