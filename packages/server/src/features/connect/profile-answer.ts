import { FoyerError } from '@foyer/core';
import type { JsonValue } from '@foyer/did';
import { z } from 'zod';

const profileAnswer = z.looseObject({
  type: z.literal('profile'),
  fullName: z.string().optional(),
  email: z.string().optional(),
  avatar: z.string().optional(),
});

export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** The profile the wallet shared among its answers to the last step; a step that asked for one must have it. */
export function profileAnswerOf(answers: JsonValue[]): ProfileAnswer {
  const profile = answers.map((answer) => profileAnswer.safeParse(answer)).find((parsed) => parsed.success)?.data;
  if (!profile) throw new FoyerError('invalidInput', { field: 'requestedClaims', params: { field: 'requestedClaims', detail: 'profile not answered' } });
  return profile;
}
