import { describe, expect, it } from 'vitest';
import { createLogger } from './create-logger.js';

function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  return { lines, log: createLogger(level, { write: (line: string) => lines.push(line) }) };
}

describe('createLogger', () => {
  it('writes one JSON line per entry with the level, message and fields', () => {
    const { lines, log } = capture('info');
    log.info({ requestId: 'r1', status: 200 }, 'request');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 30, msg: 'request', requestId: 'r1', status: 200 });
  });

  it('redacts authorization, cookie and set-cookie wherever a logged header set carries them', () => {
    const { lines, log } = capture('info');
    const headers = { authorization: 'Bearer secret-token', cookie: 'login_token=secret-cookie', 'set-cookie': 'refresh=secret-refresh', accept: 'text/html' };
    log.warn({ authorization: 'Bearer top-level', headers, req: { headers } }, 'odd request');
    const text = lines.join('');
    expect(text).not.toMatch(/secret-|top-level/);
    expect(JSON.parse(text)).toMatchObject({ authorization: '[redacted]', headers: { cookie: '[redacted]', 'set-cookie': '[redacted]', accept: 'text/html' }, req: { headers: { authorization: '[redacted]' } } });
  });

  it('writes nothing below its level, and nothing at all when silent', () => {
    const warn = capture('warn');
    warn.log.info('request');
    warn.log.error('failed');
    expect(warn.lines).toHaveLength(1);
    const silent = capture('silent');
    silent.log.fatal('failed');
    expect(silent.lines).toEqual([]);
  });
});
