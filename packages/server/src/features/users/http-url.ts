import { PROFILE_LIMITS } from '@foyer/core';
import { z } from 'zod';

/** An absolute http or https URL: the only kinds a profile link or a webhook may point to. */
export const httpUrl = z.url({ protocol: z.regexes.httpProtocol, error: 'an http or https URL' }).max(PROFILE_LIMITS.url);
