import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { configSchema, SETTINGS, type ConfigKey } from '../config/config-schema.js';
import type { CliIo } from './cli-io.js';
import { parsed } from './parse-options.js';
import { CliError } from './usage.js';

export const CONFIG_FILE = 'foyer.config.json';

/** What a setting without a default looks like when set, so uncommenting it gives a shape to edit. */
const EXAMPLES: Partial<Record<ConfigKey, unknown>> = {
  appUrl: 'https://id.example.com',
  appLogo: 'logo.svg',
  databaseUrl: 'postgres://foyer:secret@127.0.0.1:5432/foyer',
  redisUrl: 'redis://127.0.0.1:6379',
  metricsToken: 'a-long-random-secret',
  smtpUrl: 'smtp://user:password@smtp.example.com:587',
  mailFrom: 'Foyer <no-reply@example.com>',
  nftCollections: [],
};

/** Every setting as a commented-out line over its description: JSONC, which loadConfig reads. */
export function commentedConfig(): string {
  const defaults = configSchema.parse({}) as Record<string, unknown>;
  const lines = [
    '// Foyer configuration (JSON with comments). Every setting is listed with its default or an example;',
    '// remove the // in front of a setting to set it. An environment variable named in a comment overrides the file.',
    '{',
  ];
  const entries = Object.entries(SETTINGS) as [ConfigKey, { env: string; expects: string }][];
  entries.forEach(([key, { env, expects }], index) => {
    const value = key in defaults ? defaults[key] : (EXAMPLES[key] ?? '');
    const comma = index < entries.length - 1 ? ',' : '';
    lines.push(`  // ${key} (${env}): ${expects}`, `  // ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
  });
  lines.push('}', '');
  return lines.join('\n');
}

/** `foyer init`: writes a commented foyer.config.json, never over an existing one unless --force. */
export async function init(args: string[], io: CliIo): Promise<void> {
  const { values } = parsed('init', () => parseArgs({ args, strict: true, options: { dir: { type: 'string' }, force: { type: 'boolean' } } }));
  const dir = resolve(io.cwd ?? process.cwd(), values.dir ?? '.');
  const file = resolve(dir, CONFIG_FILE);
  if (existsSync(file) && !values.force) throw new CliError(`${file} already exists: edit it, or run foyer init --force to replace it`);
  await mkdir(dir, { recursive: true });
  await writeFile(file, commentedConfig(), 'utf8');
  io.out(`Wrote ${file}: uncomment the settings you need, then run foyer migrate and foyer doctor.`);
}
