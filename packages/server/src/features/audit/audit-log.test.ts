import { describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/create-logger.js';
import { captureLogLines } from '../../test-support/capture-log-lines.js';
import { createAuditLog } from './audit-log.js';

describe('audit log', () => {
  it('never fails the action it records: a store that refuses the event is logged and the call goes on', async () => {
    const { lines, stream } = captureLogLines();
    const refusing = { auditEvents: { add: () => Promise.reject(new Error('disk full')), page: () => Promise.reject(), countSignIns: () => Promise.reject(), removeOlderThan: () => Promise.reject() } };
    await expect(createAuditLog(refusing, createLogger('error', stream)).record({ kind: 'sign_in', actorDid: 'did:abt:alice' })).resolves.toBeUndefined();
    expect(lines).toEqual([expect.objectContaining({ msg: 'Recording the audit event sign_in failed', audit: expect.objectContaining({ kind: 'sign_in', actorDid: 'did:abt:alice' }) })]);
  });
});
