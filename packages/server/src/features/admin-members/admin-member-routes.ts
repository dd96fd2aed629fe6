import { RESOURCES, SERVER_PATHS, validatePagination } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { requireGrant } from '../../http/require-grant.js';
import { validate } from '../../http/validate.js';
import type { Store } from '../../store/types.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import type { SessionService } from '../session/session-service.js';
import { routeDocs } from '../openapi/describe.js';
import { adminMemberDetailSchema, adminMemberPageSchema } from '../openapi/admin-member-schemas.js';
import { memberDetail } from './member-detail.js';
import { toAdminMember } from './to-admin-member.js';

const doc = routeDocs('Admin');

/** Beyond this many matches the page says "more" instead of counting on: a console needs no exact million. */
export const MEMBER_COUNT_LIMIT = 10_000;

export interface AdminMemberRoutesDeps {
  store: Store;
  sessions: SessionService;
}

// A search is a name or e-mail prefix or a whole DID: longer than any of them is a mistake, not a person.
const pageQuery = z.object({ page: z.string().optional(), pageSize: z.string().optional(), q: z.string().trim().max(200).optional() });

/** The admin console's members: a page at a time with search, and one person's passports and sign-in methods. */
export function adminMemberRoutes({ store, sessions }: AdminMemberRoutesDeps): Hono<AppEnv> {
  // Reading anyone's account is for those who issue and revoke passports (SPEC §6 mutate team: owner and admin).
  const ownerOrAdmin = requireGrant(sessions, 'mutate', RESOURCES.team);
  return new Hono<AppEnv>()
    .get(SERVER_PATHS.adminMembers, doc('People, newest first, a page at a time; q finds a name or e-mail prefix or a DID (owner/admin)', adminMemberPageSchema), ownerOrAdmin, validate('query', pageQuery), async (c) => {
      const { q, ...paging } = c.req.valid('query');
      const { page, pageSize } = validOrThrow(validatePagination(paging));
      const { users, total, totalExact } = await store.users.listPage({ offset: (page - 1) * pageSize, limit: pageSize, query: q || undefined, countUpTo: MEMBER_COUNT_LIMIT });
      return c.json({ members: users.map(toAdminMember), page, pageSize, total, totalExact });
    })
    .get(`${SERVER_PATHS.adminMembers}/:did`, doc('One person with their passports and sign-in methods (owner/admin)', adminMemberDetailSchema), ownerOrAdmin, async (c) =>
      c.json(await memberDetail(store, c.req.param('did'))),
    );
}
