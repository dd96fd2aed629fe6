import type { Kysely } from 'kysely';

// Everything the authorization server keeps (clients, grants, codes, tokens, its sessions) in one table, so every instance shares it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_models')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('client_id', 'text')
    .addColumn('account_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_models_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_models_grant_id_idx').on('oidc_models').column('grant_id').execute();
  await db.schema.createIndex('oidc_models_uid_idx').on('oidc_models').column('uid').execute();
  await db.schema.createIndex('oidc_models_client_idx').on('oidc_models').columns(['client_id', 'model']).execute();
  await db.schema.createIndex('oidc_models_account_idx').on('oidc_models').columns(['account_id', 'client_id', 'model']).execute();
  await db.schema.createIndex('oidc_models_expires_at_idx').on('oidc_models').column('expires_at').execute();
}
