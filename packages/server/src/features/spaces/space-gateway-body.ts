import { PROFILE_LIMITS, validateDid } from '@foyer/core';
import { z } from 'zod';
import { httpUrl } from '../users/http-url.js';

// A compact JWS: three base64url parts; the signature check comes later.
const compactJws = z.string().max(8192).regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'a compact JWS');

/** PUT /api/user/updateDidSpace: the storage space the user just connected, with the provider's grant for this app. */
export const didSpaceBody = z.object({
  spaceGateway: z.object({
    did: z.string().refine((did) => validateDid(did).ok, 'a did:abt address'),
    name: z.string().trim().min(1).max(PROFILE_LIMITS.text),
    url: httpUrl,
    grant: compactJws,
  }),
});

export type DidSpaceBody = z.infer<typeof didSpaceBody>;
