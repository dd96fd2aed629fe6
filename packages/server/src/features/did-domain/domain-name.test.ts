import { describe, expect, it } from 'vitest';
import { domainName, normalizeDomain } from './domain-name.js';

describe('normalizeDomain', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['  shop.example.org.  ', 'shop.example.org'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['例子.测试', 'xn--fsqu00a.xn--0zwm56d'],
    ['a-b.c-d.example', 'a-b.c-d.example'],
  ])('takes %j as %j', (input, domain) => {
    expect(normalizeDomain(input)).toBe(domain);
  });

  it.each([
    '',
    'localhost',
    'https://example.com',
    'example.com:8443',
    'example.com/path',
    'user@example.com',
    'exa mple.com',
    '-bad.example',
    'bad-.example',
    'under_score.example',
    '127.0.0.1',
    '0x7f.1',
    '[::1]',
    '::1',
    '10.0.0.300',
    `${'a'.repeat(64)}.example`,
  ])('refuses %j', (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });
});

describe('domainName schema', () => {
  it('parses to the normalised domain and fails with the hint otherwise', () => {
    expect(domainName.parse('Bücher.Example')).toBe('xn--bcher-kva.example');
    const failed = domainName.safeParse('192.168.1.1');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('a domain name such as example.com, without scheme, port, path or IP address');
  });
});
