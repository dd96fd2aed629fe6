import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { fromJsonColumn, toJsonColumn } from './json-column.js';
import type { Database, UsersTable } from './schema.js';
import type { NewUser, Store, UserPatch, UserRecord, UsersRepository } from './types.js';

// Above every character a name or address holds: [prefix, prefix + this) is every text that starts with prefix.
const PREFIX_END = '\u{10FFFF}';

/**
 * Whose name or e-mail starts with `query` in any case, or whose DID is it: folded prefixes as byte ranges over the
 * indexes of migration 0017 (collate "C" on PostgreSQL, so the range does not follow the database's collation).
 */
function matching(dialect: Store['dialect'], query: string) {
  const bytewise = dialect === 'postgres' ? sql` collate "C"` : sql``;
  const startsWith = (column: 'full_name' | 'email') => {
    const folded = sql`lower(${sql.ref(column)})${bytewise}`;
    return sql<boolean>`(${folded} >= lower(${query}) and ${folded} < lower(${query}) || ${PREFIX_END})`;
  };
  return (eb: ExpressionBuilder<Database, 'users'>) => eb.or([eb('did', '=', query), startsWith('full_name'), startsWith('email')]);
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    did: row.did,
    pk: row.pk,
    role: row.role,
    sourceAppPid: row.source_app_pid,
    locale: row.locale,
    inviter: row.inviter,
    metadata: fromJsonColumn(row.metadata),
    address: fromJsonColumn(row.address),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    remark: row.remark,
    sourceProvider: row.source_provider,
    didSpace: fromJsonColumn(row.did_space),
    extraConfigs: fromJsonColumn(row.extra_configs),
    approved: row.approved === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
  };
}

function toRow(user: NewUser & Pick<UserRecord, 'createdAt' | 'updatedAt'>): Insertable<UsersTable>;
function toRow(patch: UserPatch & Pick<UserRecord, 'updatedAt'>): Updateable<UsersTable>;
function toRow(user: Partial<UserRecord>): Updateable<UsersTable> {
  return {
    did: user.did,
    pk: user.pk,
    role: user.role,
    source_app_pid: user.sourceAppPid,
    locale: user.locale,
    inviter: user.inviter,
    metadata: toJsonColumn(user.metadata),
    address: toJsonColumn(user.address),
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    remark: user.remark,
    source_provider: user.sourceProvider,
    did_space: toJsonColumn(user.didSpace),
    extra_configs: toJsonColumn(user.extraConfigs),
    approved: user.approved === undefined ? undefined : Number(user.approved),
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    last_login_at: user.lastLoginAt,
  };
}

export function createUsersRepository(db: Kysely<Database>, dialect: Store['dialect']): UsersRepository {
  return {
    async create(user) {
      const now = Date.now();
      const row = await db
        .insertInto('users')
        .values(toRow({ ...user, createdAt: now, updatedAt: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findByDid(did) {
      const row = await db.selectFrom('users').selectAll().where('did', '=', did).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByEmail(email) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at')
        .orderBy('did')
        .limit(1)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async update(did, patch) {
      const row = await db
        .updateTable('users')
        .set(toRow({ ...patch, updatedAt: Date.now() }))
        .where('did', '=', did)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async remove(did) {
      const result = await db.deleteFrom('users').where('did', '=', did).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async count() {
      const { total } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return total;
    },

    async listPage({ offset, limit, query, countUpTo }) {
      const selected = query ? db.selectFrom('users').where(matching(dialect, query)) : db.selectFrom('users');
      // Counting stops past countUpTo: an exact count of a million rows alone takes most of a page's time budget.
      const counted = selected.select(sql.lit(1).as('one')).limit(countUpTo + 1).as('counted');
      const [rows, { total }] = await Promise.all([
        selected.selectAll().orderBy('created_at', 'desc').orderBy('did', 'desc').limit(limit).offset(offset).execute(),
        db.selectFrom(counted).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { users: rows.map(toRecord), total: Math.min(total, countUpTo), totalExact: total <= countUpTo };
    },
  };
}
