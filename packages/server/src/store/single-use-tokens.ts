import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.js';

/** Tables of hashed one-time tokens: each row is spent at most once, before it expires. */
type SingleUseTable = 'login_tokens' | 'passkey_email_tokens';

interface SingleUseColumns {
  token_hash: string;
  expires_at: number;
  consumed_at: number | null;
}

// The tables differ only in what a token is for, so both are queried as one shape; the name is passed through as is.
const tokensOf = (db: Kysely<Database>, table: SingleUseTable) => ({
  db: db as unknown as Kysely<{ tokens: SingleUseColumns }>,
  table: table as unknown as 'tokens',
});

/** Marks the token spent if it is still live; of two racing spends one gets the row, the other nothing. */
export async function consumeToken<T extends SingleUseTable>(db: Kysely<Database>, name: T, tokenHash: string, now: number) {
  const { db: tokens, table } = tokensOf(db, name);
  const row = await tokens
    .updateTable(table)
    .set({ consumed_at: now })
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

export async function removeExpiredTokens(db: Kysely<Database>, name: SingleUseTable, now: number): Promise<number> {
  const { db: tokens, table } = tokensOf(db, name);
  const result = await tokens.deleteFrom(table).where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
