// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '../account-center/labels.js';
import { ADMIN_LABELS } from '../admin-console/labels.js';
import { NFT_LABELS } from '../methods/nft/labels.js';
import { PASSPORT_LINK_LABELS } from '../passport-link/labels.js';
import { WALLET_OS_LABELS } from '../quick-login/labels.js';
import { ROLE_LABELS } from '../roles/labels.js';
import { SPACES_GUIDE_LABELS } from '../spaces-guide/labels.js';
import { en } from './en.js';
import type { FeatureLabels } from './translate.js';
import { zh } from './zh.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every catalogue of the package: the eager one, and each lazy feature's labels.ts. */
const CATALOGUES: Record<string, FeatureLabels<string>> = {
  'i18n/en.ts + zh.ts': { en, zh },
  'account-center/labels.ts': ACCOUNT_LABELS,
  'admin-console/labels.ts': ADMIN_LABELS,
  'methods/nft/labels.ts': NFT_LABELS,
  'passport-link/labels.ts': PASSPORT_LINK_LABELS,
  'quick-login/labels.ts': WALLET_OS_LABELS,
  'roles/labels.ts': ROLE_LABELS,
  'spaces-guide/labels.ts': SPACES_GUIDE_LABELS,
};

function labelFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? labelFiles(join(dir, entry.name)) : entry.name === 'labels.ts' ? [relative(SRC, join(dir, entry.name))] : [],
  );
}

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('label catalogues', () => {
  it('lists every labels.ts of the package', () => {
    expect(labelFiles(SRC).sort()).toEqual(Object.keys(CATALOGUES).filter((name) => name.endsWith('labels.ts')).sort());
  });

  describe.each(Object.entries(CATALOGUES))('%s', (_name, labels) => {
    it('has the same keys in en and zh', () => {
      expect(Object.keys(labels.zh).sort()).toEqual(Object.keys(labels.en).sort());
    });

    it('has no empty label', () => {
      for (const locale of ['en', 'zh'] as const) expect(Object.entries(labels[locale]).filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it('fills the same parameters in both languages', () => {
      for (const [key, text] of Object.entries(labels.en)) expect(params(labels.zh[key] ?? ''), key).toEqual(params(text));
    });
  });
});
