import { describe, expect, it } from 'vitest';
import { validateRedirectUrl } from './validate-redirect-url.js';

const policy = { allowedHosts: ['good.com', 'App.Example.org:8443'], domainAliases: ['alias.net', 'https://origin.io'] };

function allowed(url: string): boolean {
  return validateRedirectUrl(url, policy).ok;
}

describe('validateRedirectUrl', () => {
  it('accepts http and https URLs on an allowed host or alias', () => {
    expect(validateRedirectUrl('https://good.com/path?x=1#y', policy)).toEqual({ ok: true, value: 'https://good.com/path?x=1#y' });
    expect(allowed('http://good.com')).toBe(true);
    expect(allowed('https://alias.net/')).toBe(true);
    expect(allowed('http://origin.io/')).toBe(true);
  });

  it('compares hosts case-insensitively', () => {
    expect(allowed('https://GOOD.com/')).toBe(true);
    expect(allowed('https://app.example.ORG:8443/')).toBe(true);
  });

  it('lets any port through when the entry names none', () => {
    expect(allowed('https://good.com:3000/')).toBe(true);
  });

  it('requires the port when the entry names one', () => {
    expect(allowed('https://app.example.org/')).toBe(false);
    expect(allowed('https://app.example.org:8444/')).toBe(false);
  });

  it('treats a default port written out as that port', () => {
    const https443 = { allowedHosts: ['secure.com:443'] };
    expect(validateRedirectUrl('https://secure.com/', https443).ok).toBe(true);
    expect(validateRedirectUrl('http://secure.com/', https443).ok).toBe(false);
  });

  it.each([
    ['another host', 'https://evil.com/'],
    ['a sub-domain', 'https://sub.good.com/'],
    ['a suffix match', 'https://notgood.com/'],
    ['a look-alike suffix', 'https://good.com.evil.com/'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a host comment', 'javascript://good.com/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme', 'ftp://good.com/'],
    ['protocol-relative', '//evil.com/'],
    ['protocol-relative to an allowed host', '//good.com/'],
    ['a relative path', '/dashboard'],
    ['userinfo', 'https://good.com@evil.com/'],
    ['userinfo with password', 'https://user:pass@good.com/'],
    ['empty userinfo', 'https://@good.com/'],
    ['an encoded @ in userinfo', 'https://good.com%40evil.com@evil.com/'],
    ['a look-alike IDN host', 'https://gооd.com/'],
    ['a backslash authority', 'https:\\\\evil.com'],
    ['a backslash before @', 'https://good.com\\@evil.com'],
    ['a backslash path', 'https://evil.com\\good.com'],
    ['a tab in the scheme', 'java\tscript:alert(1)'],
    ['a newline in the host', 'https://good.com\n.evil.com/'],
    ['a missing slash', 'https:evil.com'],
    ['an empty string', ''],
  ])('refuses %s', (_, url) => {
    const result = validateRedirectUrl(url, policy);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('redirectNotAllowed');
      expect(result.error.field).toBe('redirect');
    }
  });

  it('accepts an @ after the host', () => {
    expect(allowed('https://good.com/profile/@alice?next=a@b.c')).toBe(true);
  });

  it('names the refused URL in the message', () => {
    const result = validateRedirectUrl('https://evil.com/', policy);
    expect(result.ok ? null : result.error.message).toBe('Redirect URL is not allowed: https://evil.com/');
  });
});
