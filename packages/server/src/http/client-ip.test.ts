import { describe, expect, it } from 'vitest';
import { clientIp, compileTrust, isTrustedProxyEntry } from './client-ip.js';

const none = compileTrust([]);

describe('clientIp', () => {
  it('uses the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientIp('198.51.100.9', '203.0.113.7', none)).toBe('198.51.100.9');
  });

  it('is unknown without a socket, whatever the header says', () => {
    expect(clientIp(undefined, '203.0.113.7', compileTrust(1))).toBeUndefined();
  });

  it('walks from the right past trusted proxies to the first untrusted address', () => {
    const trust = compileTrust(['10.0.0.0/8', '192.0.2.1']);
    expect(clientIp('10.0.0.2', 'forged-by-client, 203.0.113.7, 192.0.2.1, 10.1.2.3', trust)).toBe('203.0.113.7');
    expect(clientIp('10.0.0.2', '198.51.100.1, 203.0.113.7', trust)).toBe('203.0.113.7');
    // A caller that reaches us directly cannot speak for anyone else.
    expect(clientIp('203.0.113.50', '198.51.100.1', trust)).toBe('203.0.113.50');
  });

  it('trusts the last proxy when the whole chain is ours', () => {
    expect(clientIp('10.0.0.2', '10.0.0.3', compileTrust(['10.0.0.0/8']))).toBe('10.0.0.3');
  });

  it('matches IPv6 proxies and clients, and IPv4 sockets written as IPv4-mapped IPv6', () => {
    const trust = compileTrust(['::1', 'fd00::/8', '127.0.0.1']);
    expect(clientIp('::1', '2001:db8::7, fd00::5', trust)).toBe('2001:db8::7');
    expect(clientIp('::ffff:127.0.0.1', '2001:DB8:0:0::8', trust)).toBe('2001:db8::8');
    expect(clientIp('::ffff:198.51.100.9', undefined, trust)).toBe('198.51.100.9');
  });

  it('understands the names proxy-addr gives ranges', () => {
    expect(clientIp('127.0.0.1', '203.0.113.7', compileTrust(['loopback']))).toBe('203.0.113.7');
    expect(clientIp('192.168.1.1', '203.0.113.7', compileTrust(['uniquelocal']))).toBe('203.0.113.7');
    expect(clientIp('192.168.1.1', '203.0.113.7', compileTrust(['loopback']))).toBe('192.168.1.1');
  });

  it('trusts a hop count: that many hops from the socket, whatever their addresses', () => {
    expect(clientIp('10.0.0.2', '198.51.100.1, 203.0.113.7', compileTrust(1))).toBe('203.0.113.7');
    expect(clientIp('10.0.0.2', '198.51.100.1, 203.0.113.7', compileTrust(2))).toBe('198.51.100.1');
    expect(clientIp('10.0.0.2', '198.51.100.1', compileTrust(5))).toBe('198.51.100.1');
    expect(clientIp('10.0.0.2', '198.51.100.1', compileTrust(0))).toBe('10.0.0.2');
  });

  it('stops at a malformed entry on the proxy that passed it on, and never trusts it', () => {
    const trust = compileTrust(['10.0.0.0/8']);
    expect(clientIp('10.0.0.2', '203.0.113.7, <script>', trust)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', ',,, ', trust)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', '10.0.0.3:8080', trust)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', `${'9'.repeat(10_000)}, 203.0.113.7`, compileTrust(2))).toBe('203.0.113.7');
    expect(clientIp('10.0.0.2', 'unknown', compileTrust(1))).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', 'fe80::1%, 01.2.3.4', compileTrust(1))).toBe('10.0.0.2');
  });
});

describe('isTrustedProxyEntry', () => {
  it('accepts addresses, CIDR ranges and range names, and nothing else', () => {
    for (const entry of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback', 'linklocal', 'uniquelocal']) expect(isTrustedProxyEntry(entry)).toBe(true);
    for (const entry of ['10.0.0.0/33', '10.1', '0x7f.1', 'localhost', '10.0.0.0/', '*', '']) expect(isTrustedProxyEntry(entry)).toBe(false);
  });
});
