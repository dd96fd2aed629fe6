import { describe, expect, it } from 'vitest';
import { canSeeDashboard } from './can-see-dashboard.js';
import { ROLES } from './role-names.js';

describe('canSeeDashboard', () => {
  it('shows the dashboard to owner and admin only', () => {
    const seeing = Object.values(ROLES).filter(canSeeDashboard);
    expect(seeing).toEqual(['owner', 'admin']);
    expect(canSeeDashboard(undefined)).toBe(false);
  });
});
