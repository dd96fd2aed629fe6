import { PROFILE_LIMITS, validateDid } from '@foyer/core';
import { z } from 'zod';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import { httpUrl } from './http-url.js';

/** PUT /api/user/updateDidSpace: the storage space the user just connected. */
export const didSpaceBody = z.object({
  spaceGateway: z.object({
    did: z.string().refine((did) => validateDid(did).ok, 'a did:abt address'),
    name: z.string().trim().min(1).max(PROFILE_LIMITS.text),
    url: httpUrl.optional(),
  }),
});

export async function updateDidSpace(store: Store, bus: Bus, did: string, { spaceGateway }: z.infer<typeof didSpaceBody>): Promise<void> {
  await store.users.update(did, { didSpace: { did: spaceGateway.did, name: spaceGateway.name } });
  await bus.publish('user.updated', { did });
}
