import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { OWNER_SETTING } from '../../features/passports/claim-ownership.js';

// An app that had users before owners were claimed makes its earliest user the owner, so no later newcomer can claim it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ did: string }>`select did from users order by created_at, did limit 1`.execute(db);
  const first = rows[0];
  if (!first) return;
  const now = sql.lit(Date.now());
  await sql`insert into settings (${sql.ref('key')}, value, created_at, updated_at) values (${OWNER_SETTING}, ${first.did}, ${now}, ${now})`.execute(db);
  await sql`update users set role = 'owner', updated_at = ${now} where did = ${first.did}`.execute(db);
  await sql`insert into passports (id, owner_did, name, title, role, issuer_did, status, source, created_at, updated_at)
    values (${randomUUID()}, ${first.did}, 'owner', 'owner', 'owner', ${first.did}, 'valid', 'issue', ${now}, ${now})`.execute(db);
}
