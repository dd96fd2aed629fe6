import { SERVER_PATHS } from '@foyer/core';
import { seededIds } from './seed-rows.js';

export interface MemberQuery {
  what: string;
  /** The request's path and query for its i-th call: each call asks for another person or page, so no cache answers it. */
  path(i: number, count: number): string;
}

const members = (query: Record<string, string | number>) => `${SERVER_PATHS.adminMembers}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
// A seeded person away from the ends, moving with each call.
const someone = (i: number, count: number) => 1 + ((i * 7919) % count);

/** The admin console's member calls at their heaviest on the seeded people ("Seed <n>", seed<n>@bench.example.com, z1seed<n>). */
export const MEMBER_QUERIES: MemberQuery[] = [
  { what: 'first page of 20', path: () => members({ page: 1, pageSize: 20 }) },
  { what: 'a page of 100, pages 1-50', path: (i) => members({ page: 1 + (i % 50), pageSize: 100 }) },
  { what: 'search: a whole name', path: (i, count) => members({ q: `Seed ${someone(i, count)}` }) },
  { what: 'search: a name prefix (~111 people)', path: (i) => members({ q: `seed ${1000 + (i % 9000)}` }) },
  { what: 'search: a broad prefix (~111,111 people)', path: (i) => members({ q: `SEED ${1 + (i % 9)}` }) },
  { what: 'search: an e-mail prefix', path: (i, count) => members({ q: `${seededIds(someone(i, count)).email.split('@')[0]}@` }) },
  { what: 'search: a DID', path: (i, count) => members({ q: seededIds(someone(i, count)).did }) },
  { what: 'one member\'s detail', path: (i, count) => `${SERVER_PATHS.adminMembers}/${seededIds(someone(i, count)).did}` },
];
