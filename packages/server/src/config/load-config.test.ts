import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.js';

describe('loadConfig', () => {
  let cwd: string;

  beforeEach(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'foyer-config-'));
  });

  afterEach(async () => {
    await rm(cwd, { recursive: true, force: true });
  });

  const writeJson = (name: string, value: unknown) => writeFile(join(cwd, name), JSON.stringify(value));

  it('uses the defaults with an empty environment and no file', () => {
    expect(loadConfig({ env: {}, cwd })).toEqual({
      port: 3030,
      dataDir: join(cwd, '.foyer'),
      appUrl: 'http://localhost:3030',
      appName: 'Foyer',
      appDescription: '',
      mode: 'production',
      redisPrefix: 'foyer:',
      trustedProxies: [],
      logLevel: 'info',
      domainAliases: [],
      spaceProviders: [],
      sessionTokenTtlMs: 3_600_000,
      allowWalletLogin: true,
      allowEmailLogin: true,
      passkeyEnabled: true,
      emailKyc: false,
      refreshGraceMs: 10_000,
      disableSocket: false,
      connectTimeoutMs: 300_000,
      connectMfa: false,
      invitesEnabled: false,
      invitedRole: 'member',
      nftCollections: [],
    });
  });

  it('derives the default app URL from PORT', () => {
    expect(loadConfig({ env: { PORT: '4000' }, cwd }).appUrl).toBe('http://localhost:4000');
  });

  it('reads every environment variable', () => {
    const config = loadConfig({
      cwd,
      env: {
        PORT: '8080',
        FOYER_DATA_DIR: '/var/lib/foyer',
        FOYER_APP_URL: 'https://app.example/',
        FOYER_APP_NAME: 'Example',
        FOYER_APP_DESCRIPTION: 'An example app',
        FOYER_APP_LOGO: 'logo.svg',
        NODE_ENV: 'development',
        FOYER_DATABASE_URL: 'postgres://db.example/foyer',
        FOYER_REDIS_URL: 'redis://cache.example:6379',
        FOYER_REDIS_PREFIX: 'ex:',
        FOYER_TRUSTED_PROXIES: '10.0.0.0/8, ::1,loopback',
        FOYER_LOG_LEVEL: 'warn',
        FOYER_METRICS_TOKEN: 'a-scrape-secret-of-32-characters',
        FOYER_SMTP_URL: 'smtps://user:pass@mail.example',
        FOYER_MAIL_FROM: 'Example <no-reply@app.example>',
        FOYER_DOMAIN_ALIASES: 'www.app.example, https://other.example',
        FOYER_SPACE_PROVIDERS: 'https://spaces.example/, http://localhost:3033/any/path',
        FOYER_ALLOW_PRIVATE_OUTBOUND: '0',
        FOYER_SESSION_TOKEN_TTL_MS: '60000',
        FOYER_REFRESH_GRACE_MS: '0',
        DID_CONNECT_ALLOW_WALLET: 'false',
        DID_CONNECT_ALLOW_EMAIL: '0',
        FOYER_PASSKEY: 'false',
        FOYER_EMAIL_KYC: '1',
        DID_CONNECT_DISABLE_SOCKET: '1',
        FOYER_CONNECT_TIMEOUT_MS: '60000',
        DID_CONNECT_MFA: 'true',
        FOYER_INVITES: '1',
        FOYER_INVITED_ROLE: 'guest',
      },
    });
    expect(config).toEqual({
      port: 8080,
      dataDir: '/var/lib/foyer',
      appUrl: 'https://app.example',
      appName: 'Example',
      appDescription: 'An example app',
      appLogo: join(cwd, 'logo.svg'),
      mode: 'development',
      databaseUrl: 'postgres://db.example/foyer',
      redisUrl: 'redis://cache.example:6379',
      redisPrefix: 'ex:',
      trustedProxies: ['10.0.0.0/8', '::1', 'loopback'],
      logLevel: 'warn',
      metricsToken: 'a-scrape-secret-of-32-characters',
      smtpUrl: 'smtps://user:pass@mail.example',
      mailFrom: 'Example <no-reply@app.example>',
      domainAliases: ['www.app.example', 'https://other.example'],
      spaceProviders: ['https://spaces.example', 'http://localhost:3033'],
      allowPrivateOutbound: false,
      sessionTokenTtlMs: 60_000,
      refreshGraceMs: 0,
      allowWalletLogin: false,
      allowEmailLogin: false,
      passkeyEnabled: false,
      emailKyc: true,
      disableSocket: true,
      connectTimeoutMs: 60_000,
      connectMfa: true,
      invitesEnabled: true,
      invitedRole: 'guest',
      nftCollections: [],
    });
  });

  it('reads foyer.config.json from the working directory, overlaid by the environment', async () => {
    await writeJson('foyer.config.json', { port: 5000, appName: 'From file', domainAliases: ['a.example'] });
    const config = loadConfig({ env: { FOYER_APP_NAME: 'From env' }, cwd });
    expect(config).toMatchObject({ port: 5000, appName: 'From env', domainAliases: ['a.example'] });
  });

  it('reads the file named by FOYER_CONFIG, or by the file option', async () => {
    await writeJson('custom.json', { appName: 'Custom' });
    expect(loadConfig({ env: { FOYER_CONFIG: 'custom.json' }, cwd }).appName).toBe('Custom');
    expect(loadConfig({ env: {}, file: join(cwd, 'custom.json'), cwd }).appName).toBe('Custom');
  });

  it('reads OAuth provider settings from the file, overlaid by FOYER_OAUTH_{PROVIDER}_* variables', async () => {
    await writeJson('foyer.config.json', { oauthGoogleClientId: 'file-id', oauthGoogleOrder: 2, oauthAuth0Issuer: 'https://tenant.auth0.example/' });
    const config = loadConfig({
      cwd,
      env: {
        FOYER_OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
        FOYER_OAUTH_GOOGLE_ENABLED: 'false',
        FOYER_OAUTH_APPLE_CLIENT_ID: 'apple-id',
        FOYER_OAUTH_APPLE_CLIENT_SECRET: 'apple-secret',
        FOYER_OAUTH_APPLE_ISSUER: 'https://appleid.apple.example',
        FOYER_OAUTH_APPLE_ORDER: '1',
        FOYER_OAUTH_AUTH0_CLIENT_ID: 'auth0-id',
        FOYER_OAUTH_AUTH0_ENABLED: '1',
        FOYER_OAUTH_GITHUB_CLIENT_ID: 'github-id',
        FOYER_OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
        FOYER_OAUTH_GITHUB_ENABLED: 'true',
        FOYER_OAUTH_GITHUB_ORDER: '0',
        FOYER_OAUTH_GITHUB_AUTHORIZATION_ENDPOINT: 'https://github.example/login/oauth/authorize',
        FOYER_OAUTH_GITHUB_TOKEN_ENDPOINT: 'https://github.example/login/oauth/access_token',
        FOYER_OAUTH_GITHUB_USER_API: 'https://api.github.example/user/',
      },
    });
    expect(config).toMatchObject({
      oauthGoogleClientId: 'file-id',
      oauthGoogleClientSecret: 'google-secret',
      oauthGoogleEnabled: false,
      oauthGoogleOrder: 2,
      oauthAppleClientId: 'apple-id',
      oauthAppleClientSecret: 'apple-secret',
      oauthAppleIssuer: 'https://appleid.apple.example',
      oauthAppleOrder: 1,
      oauthAuth0ClientId: 'auth0-id',
      oauthAuth0Enabled: true,
      oauthAuth0Issuer: 'https://tenant.auth0.example',
      oauthGithubClientId: 'github-id',
      oauthGithubClientSecret: 'github-secret',
      oauthGithubEnabled: true,
      oauthGithubOrder: 0,
      oauthGithubAuthorizationEndpoint: 'https://github.example/login/oauth/authorize',
      oauthGithubTokenEndpoint: 'https://github.example/login/oauth/access_token',
      oauthGithubUserApi: 'https://api.github.example/user',
    });
    expect(() => loadConfig({ cwd, env: { FOYER_OAUTH_AUTH0_ISSUER: 'ftp://tenant.example' } })).toThrow(
      'FOYER_OAUTH_AUTH0_ISSUER must be the http(s) issuer URL of Auth0',
    );
    expect(() => loadConfig({ cwd, env: { FOYER_OAUTH_GITHUB_TOKEN_ENDPOINT: 'github.example/token' } })).toThrow(
      'FOYER_OAUTH_GITHUB_TOKEN_ENDPOINT must be the http(s) URL of the GitHub token endpoint',
    );
  });

  it('reads the Apple client secret key, its line breaks escaped as \\n, and refuses one that is not P-256 PKCS#8 without echoing it', () => {
    const pem = (type: 'ec' | 'ed25519') =>
      (type === 'ec' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('ed25519')).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const key = pem('ec');
    const config = loadConfig({
      cwd,
      env: { FOYER_OAUTH_APPLE_TEAM_ID: 'TEAM123456', FOYER_OAUTH_APPLE_KEY_ID: 'KEY1234567', FOYER_OAUTH_APPLE_PRIVATE_KEY: key.replace(/\n/g, '\\n') },
    });
    expect(config).toMatchObject({ oauthAppleTeamId: 'TEAM123456', oauthAppleKeyId: 'KEY1234567', oauthApplePrivateKey: key });
    const refused = (() => {
      try {
        loadConfig({ cwd, env: { FOYER_OAUTH_APPLE_PRIVATE_KEY: pem('ed25519') } });
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    })();
    expect(refused).toContain('FOYER_OAUTH_APPLE_PRIVATE_KEY must be the Sign in with Apple P-256 private key as PKCS#8 PEM (the .p8 file), got another value');
    expect(refused).not.toContain('PRIVATE KEY-----');
  });

  it('refuses a metrics token too short to be a secret without repeating it', () => {
    expect(() => loadConfig({ cwd, env: { FOYER_METRICS_TOKEN: 'short-secret' } })).toThrow(
      /FOYER_METRICS_TOKEN must be a secret of at least 16 characters \(the bearer token Prometheus sends to the metrics endpoint\), got another value$/,
    );
  });

  it('reads FOYER_NFT_COLLECTIONS as JSON and refuses a collection without a valid DID or a name', () => {
    const issuer = 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';
    const collections = [{ issuer, name: 'Foyer Cats' }];
    expect(loadConfig({ env: { FOYER_NFT_COLLECTIONS: JSON.stringify(collections) }, cwd }).nftCollections).toEqual(collections);
    for (const bad of ['not json', JSON.stringify([{ issuer: 'did:abt:zNope', name: 'Cats' }]), JSON.stringify([{ issuer, name: ' ' }])]) {
      expect(() => loadConfig({ env: { FOYER_NFT_COLLECTIONS: bad }, cwd })).toThrow(/FOYER_NFT_COLLECTIONS must be a JSON array of/);
    }
  });

  it('runs in production mode unless NODE_ENV is development', () => {
    expect(loadConfig({ env: { NODE_ENV: 'test' }, cwd }).mode).toBe('production');
    expect(loadConfig({ env: { NODE_ENV: 'development' }, cwd }).mode).toBe('development');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ env: { PORT: '', FOYER_APP_NAME: '' }, cwd })).toMatchObject({ port: 3030, appName: 'Foyer' });
  });

  it('reads FOYER_TRUSTED_PROXIES as a hop count when it is a number, and a list from the file', async () => {
    expect(loadConfig({ env: { FOYER_TRUSTED_PROXIES: ' 2 ' }, cwd }).trustedProxies).toBe(2);
    await writeJson('foyer.config.json', { trustedProxies: ['192.168.0.0/16', 'uniquelocal'] });
    expect(loadConfig({ env: {}, cwd }).trustedProxies).toEqual(['192.168.0.0/16', 'uniquelocal']);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number from 0 to 65535, got "abc"'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535, got "70000"'],
    ['FOYER_APP_URL', 'ftp://x', 'FOYER_APP_URL must be an http(s) URL, got "ftp://x"'],
    ['FOYER_APP_URL', 'not a url', 'FOYER_APP_URL must be an http(s) URL, got "not a url"'],
    ['FOYER_DATABASE_URL', 'mysql://db', 'FOYER_DATABASE_URL must be a postgres:// URL, sqlite:<path> or a SQLite file path, got "mysql://db"'],
    ['FOYER_REDIS_URL', 'http://cache', 'FOYER_REDIS_URL must be a redis:// or rediss:// URL, got "http://cache"'],
    ['FOYER_SMTP_URL', 'mail.example', 'FOYER_SMTP_URL must be an smtp:// or smtps:// URL, got "mail.example"'],
    ['FOYER_MAIL_FROM', 'nobody', 'FOYER_MAIL_FROM must be an e-mail address, optionally as "Name <address>", got "nobody"'],
    ['FOYER_DOMAIN_ALIASES', 'ok.example,bad host', 'FOYER_DOMAIN_ALIASES must be a comma-separated list of hosts or http(s) origins, got "ok.example,bad host"'],
    ['FOYER_SESSION_TOKEN_TTL_MS', '10', 'FOYER_SESSION_TOKEN_TTL_MS must be a whole number of milliseconds of at least 1000, got "10"'],
    ['FOYER_REFRESH_GRACE_MS', '-1', 'FOYER_REFRESH_GRACE_MS must be a whole number of milliseconds, got "-1"'],
    ['FOYER_CONNECT_TIMEOUT_MS', '999', 'FOYER_CONNECT_TIMEOUT_MS must be a whole number of milliseconds of at least 1000, got "999"'],
    ['DID_CONNECT_DISABLE_SOCKET', 'yes', 'DID_CONNECT_DISABLE_SOCKET must be 1, true, 0 or false (whether pages poll instead of using the relay socket), got "yes"'],
    ['DID_CONNECT_ALLOW_WALLET', 'no', 'DID_CONNECT_ALLOW_WALLET must be 1, true, 0 or false (whether a DID wallet may sign in), got "no"'],
    ['FOYER_TRUSTED_PROXIES', '10.0.0.0/8,proxy.internal', 'FOYER_TRUSTED_PROXIES must be a number of proxy hops, or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "10.0.0.0/8,proxy.internal"'],
    ['FOYER_TRUSTED_PROXIES', '-1', 'FOYER_TRUSTED_PROXIES must be a number of proxy hops, or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "-1"'],
  ])('rejects %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ env: { [name]: value }, cwd })).toThrow(message);
  });

  it('names the file key for a bad file value and rejects unknown keys', async () => {
    await writeJson('foyer.config.json', { appUrl: 'ftp://x', colour: 'blue' });
    const file = join(cwd, 'foyer.config.json');
    expect(() => loadConfig({ env: {}, cwd })).toThrow(`"appUrl" in ${file} must be an http(s) URL, got "ftp://x"`);
    expect(() => loadConfig({ env: {}, cwd })).toThrow(`"colour" in ${file} is not a known setting`);
  });

  it('reports a missing or unparsable config file', async () => {
    expect(() => loadConfig({ env: { FOYER_CONFIG: 'missing.json' }, cwd })).toThrow(/Cannot read config file .*missing\.json/);
    await writeFile(join(cwd, 'foyer.config.json'), '{ not json');
    expect(() => loadConfig({ env: {}, cwd })).toThrow(/Cannot read config file .*foyer\.config\.json/);
    await writeJson('foyer.config.json', [1]);
    expect(() => loadConfig({ env: {}, cwd })).toThrow('must hold a JSON object');
  });
});
