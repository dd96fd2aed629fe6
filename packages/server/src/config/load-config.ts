import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { configSchema, SETTINGS, type ConfigKey, type FoyerConfig } from './config-schema.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LoadConfigOptions {
  env?: Record<string, string | undefined>;
  /** JSON (comments allowed) config file; without it FOYER_CONFIG, else `foyer.config.json` in `cwd` when present. */
  file?: string;
  cwd?: string;
}

const DEFAULT_FILE = 'foyer.config.json';

const isConfigKey = (key: PropertyKey): key is ConfigKey => key in SETTINGS;

function findConfigFile(named: string | undefined, cwd: string): string | undefined {
  if (named) return resolve(cwd, named);
  const fallback = resolve(cwd, DEFAULT_FILE);
  return existsSync(fallback) ? fallback : undefined;
}

function readConfigFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read config file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // JSON with // and /* */ comments, as `foyer init` writes it; a trailing comma is allowed too.
  const errors: ParseError[] = [];
  const parsed: unknown = parseJsonc(text, errors, { allowTrailingComma: true, disallowComments: false });
  const [first] = errors;
  if (first) {
    const line = text.slice(0, first.offset).split('\n').length;
    throw new ConfigError(`Cannot read config file ${file}: ${printParseErrorCode(first.error)} at line ${line}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`Config file ${file} must hold a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

// An empty variable counts as unset, so `FOO= foyer start` falls back to the file or the default.
function readEnv(env: Record<string, string | undefined>): Partial<Record<ConfigKey, string>> {
  const values: Partial<Record<ConfigKey, string>> = {};
  for (const [key, { env: name }] of Object.entries(SETTINGS)) {
    const value = env[name];
    if (isConfigKey(key) && value) values[key] = value;
  }
  return values;
}

function describeIssues(
  issues: z.core.$ZodIssue[],
  raw: Record<string, unknown>,
  fromEnv: Partial<Record<ConfigKey, string>>,
  file: string | undefined,
): string {
  const lines = new Set<string>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) lines.add(`"${key}" in ${file} is not a known setting`);
      continue;
    }
    const key = issue.path[0];
    if (key === undefined || !isConfigKey(key)) continue;
    const source = key in fromEnv ? SETTINGS[key].env : `"${key}" in ${file}`;
    // A private key or a token must not end up in a start-up log.
    const got = /(PrivateKey|Token)$/.test(key) ? 'another value' : JSON.stringify(raw[key]);
    lines.add(`${source} must be ${SETTINGS[key].expects}, got ${got}`);
  }
  return `Invalid Foyer configuration:\n  ${[...lines].join('\n  ')}`;
}

/** Reads the optional JSON file, overlays the environment and validates the result; throws ConfigError naming each bad setting. */
export function loadConfig(options: LoadConfigOptions = {}): FoyerConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const file = findConfigFile(options.file ?? env.FOYER_CONFIG, cwd);
  const fromEnv = readEnv(env);
  const raw = { ...(file ? readConfigFile(file) : {}), ...fromEnv };
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues, raw, fromEnv, file));
  const { appUrl, dataDir, appLogo, ...settings } = parsed.data;
  return {
    ...settings,
    dataDir: resolve(cwd, dataDir),
    appLogo: appLogo && resolve(cwd, appLogo),
    appUrl: appUrl ?? `http://localhost:${settings.port}`,
  };
}
