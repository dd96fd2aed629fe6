import { MAX_INVITE_DEPTH } from '../constants/limits.js';
import { invalid, valid, type Validation } from './result.js';

/** How many invitations deep a new member sits below the first inviter. */
export function validateInviteDepth(depth: number): Validation<number> {
  if (!Number.isInteger(depth) || depth < 0) {
    return invalid('invalidInput', { params: { field: 'depth', detail: 'must be a non-negative integer' }, field: 'depth' });
  }
  return depth <= MAX_INVITE_DEPTH ? valid(depth) : invalid('inviteDepthExceeded', { params: { max: MAX_INVITE_DEPTH }, field: 'depth' });
}
