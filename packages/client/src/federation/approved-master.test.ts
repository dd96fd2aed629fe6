import { describe, expect, it } from 'vitest';
import { approvedMaster } from './approved-master.js';

const master = { appId: 'zMaster', appPid: 'zMasterPid', appName: 'Master App', appUrl: 'http://localhost:4100' };

describe('approvedMaster', () => {
  it('is the master app of an approved federation', () => {
    expect(approvedMaster({ federated: { master, status: 'approved' } })).toBe(master);
  });

  it.each([
    ['a pending federation', { federated: { master, status: 'pending' } }],
    ['a rejected federation', { federated: { master, status: 'rejected' } }],
    ['an app in no federation', {}],
    ['no app info', null],
  ])("throws 'No federated login info detected' for %s", (_, appInfo) => {
    expect(() => approvedMaster(appInfo)).toThrow('No federated login info detected');
  });
});
