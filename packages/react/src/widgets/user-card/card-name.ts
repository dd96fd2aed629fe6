import { displayName } from '../../util/display-name.js';
import type { UserCardUser } from './user-card-types.js';

/** The name a card shows, as the account menu names people: full name, else e-mail, else the short DID. */
export function cardName(user: UserCardUser): string {
  return displayName({ fullName: user.fullName ?? '', email: user.email, did: user.did });
}
