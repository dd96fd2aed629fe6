import { describe, expect, it } from 'vitest';
import { can } from './can.js';
import { RESOURCES, VERBS, type Resource, type Verb } from './resources.js';
import { PRODUCT } from '../product.js';
import { ROLES } from './role-names.js';

const P = PRODUCT;
const PS = `${PRODUCT}s` as const;

/** SPEC §6 spelled out in full, inheritance already applied, independently of `GRANTS`. */
const EXPECTED: Record<string, { query: string[]; mutate: string[] }> = {
  guest: { query: [PS, 'router', 'webhook', 'notification', 'team', 'accessKey', 'node', 'session'], mutate: [] },
  member: {
    query: [PS, 'router', 'webhook', 'notification', 'team', 'accessKey', 'node', 'session'],
    mutate: [PS, 'router', 'notification', 'session'],
  },
  admin: {
    query: [PS, 'router', 'webhook', 'notification', 'team', 'accessKey', 'node', 'session'],
    mutate: [PS, 'router', 'notification', 'session', 'team', 'webhook', 'accessKey', 'node', 'certificate'],
  },
  owner: {
    query: [PS, 'router', 'webhook', 'notification', 'team', 'accessKey', 'node', 'session'],
    mutate: [PS, 'router', 'notification', 'session', 'team', 'webhook', 'accessKey', 'node', 'certificate'],
  },
  ci: { query: [PS], mutate: [PS] },
  certificate: { query: ['certificate'], mutate: ['certificate'] },
  [`${P}-sdk`]: { query: ['team', 'accessKey', P], mutate: ['team', 'accessKey'] },
  [`${P}-guest`]: { query: [], mutate: [] },
  [`${P}-member`]: { query: ['team', P, 'notification', 'accessKey'], mutate: [] },
  [`${P}-admin`]: { query: ['team', P, 'notification', 'accessKey'], mutate: ['team', 'accessKey', P, 'notification'] },
  [`${P}-owner`]: { query: ['team', P, 'notification', 'accessKey'], mutate: ['team', 'accessKey', P, 'notification'] },
  [`external-${P}-controller`]: { query: [PS], mutate: [PS] },
  [`external-${P}s-manager`]: { query: [PS], mutate: [PS] },
};

const ALL_RESOURCES = Object.values(RESOURCES);

function granted(role: string): Record<Verb, Resource[]> {
  const pick = (verb: Verb) => ALL_RESOURCES.filter((resource) => can(role, verb, resource));
  return { query: pick('query'), mutate: pick('mutate') };
}

describe('can', () => {
  it('covers every role of SPEC §6', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.values(ROLES).sort());
  });

  for (const [role, expected] of Object.entries(EXPECTED)) {
    it(`grants ${role} exactly what SPEC §6 lists`, () => {
      for (const verb of VERBS) {
        for (const resource of expected[verb]) expect(can(role, verb, resource as Resource), `${verb} ${resource}`).toBe(true);
      }
      const actual = granted(role);
      expect(actual.query.slice().sort()).toEqual(expected.query.slice().sort());
      expect(actual.mutate.slice().sort()).toEqual(expected.mutate.slice().sort());
    });
  }

  it.each([
    ['guest', 'mutate', PS],
    ['guest', 'mutate', 'session'],
    ['member', 'mutate', 'team'],
    ['member', 'mutate', 'webhook'],
    ['admin', 'query', 'certificate'],
    ['ci', 'query', 'team'],
    ['ci', 'mutate', 'router'],
    ['certificate', 'query', PS],
    [`${P}-member`, 'mutate', 'team'],
    [`${P}-member`, 'query', PS],
    [`${P}-admin`, 'mutate', PS],
    [`${P}-sdk`, 'mutate', P],
    [`${P}-guest`, 'query', P],
    [`external-${P}-controller`, 'query', 'team'],
    [`external-${P}s-manager`, 'mutate', 'node'],
  ] as const)('refuses %s to %s %s', (role, verb, resource) => {
    expect(can(role, verb, resource)).toBe(false);
  });

  it('grants each role a superset of the role it inherits', () => {
    const chains = [
      ['guest', 'member', 'admin', 'owner'],
      [`${P}-guest`, `${P}-member`, `${P}-admin`, `${P}-owner`],
    ];
    for (const chain of chains) {
      chain.slice(1).forEach((role, index) => {
        const lower = granted(chain[index] ?? '');
        const higher = granted(role);
        for (const verb of VERBS) expect(higher[verb]).toEqual(expect.arrayContaining(lower[verb]));
      });
    }
    expect(granted('owner')).toEqual(granted('admin'));
    expect(granted(`${P}-owner`)).toEqual(granted(`${P}-admin`));
  });

  it('grants an unknown or missing role nothing', () => {
    for (const role of ['', 'root', 'Guest', 'roles:guest']) {
      for (const verb of VERBS) expect(ALL_RESOURCES.some((resource) => can(role, verb, resource))).toBe(false);
    }
  });
});
