import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeyChallengesTable } from './schema.js';
import type { PasskeyChallengeKind, PasskeyChallengeRecord, PasskeyChallengesRepository } from './types.js';

const KINDS: readonly PasskeyChallengeKind[] = ['register', 'connect', 'auth'];

// An unknown kind reads as `auth`, which creates nothing: the least a stray row can do.
const toKind = (value: string): PasskeyChallengeKind => KINDS.find((kind) => kind === value) ?? 'auth';

function toRecord(row: Selectable<PasskeyChallengesTable>): PasskeyChallengeRecord {
  return {
    challenge: row.challenge,
    kind: toKind(row.kind),
    userDid: row.user_did,
    userPk: row.user_pk,
    email: row.email,
    emailTokenHash: row.email_token_hash,
    credentialId: row.credential_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export function createPasskeyChallengesRepository(db: Kysely<Database>): PasskeyChallengesRepository {
  return {
    async create(challenge) {
      const row = await db
        .insertInto('passkey_challenges')
        .values({
          challenge: challenge.challenge,
          kind: challenge.kind,
          user_did: challenge.userDid,
          user_pk: challenge.userPk,
          email: challenge.email,
          email_token_hash: challenge.emailTokenHash,
          credential_id: challenge.credentialId,
          created_at: challenge.createdAt,
          expires_at: challenge.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async take(challenge) {
      const row = await db.deleteFrom('passkey_challenges').where('challenge', '=', challenge).returningAll().executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async removeExpired(now) {
      const result = await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
