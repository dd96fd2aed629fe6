import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { OidcModelsRepository } from '../../store/types.js';
import type { RecordStands } from './sign-in-behind-token.js';

const payloadOf = (record: { payload: Record<string, unknown> } | null) => (record ? (record.payload as AdapterPayload) : undefined);

/**
 * oidc-provider's storage on Foyer's store, so every instance sees the same clients, grants, codes and tokens, and a restart
 * loses none; a record `stands` refuses is not found, so every endpoint and check that reads it refuses it alike.
 */
export function storeAdapter(models: OidcModelsRepository, stands: RecordStands): AdapterFactory {
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const now = Date.now();
      await models.upsert(model, id, payload as Record<string, unknown>, expiresIn ? now + expiresIn * 1000 : null, now);
    },
    async find(id) {
      const record = await models.find(model, id, Date.now());
      return record && (await stands(model, record.payload)) ? payloadOf(record) : undefined;
    },
    findByUid: async (uid) => payloadOf(await models.findByUid(model, uid, Date.now())),
    findByUserCode: async (userCode) => payloadOf(await models.findByUserCode(model, userCode, Date.now())),
    async consume(id) {
      if (await models.consume(model, id, Date.now())) return;
      // Lost a race with another redemption of the same code or refresh token: treated as the replay it is.
      const grantId = (await models.find(model, id, Date.now()))?.payload.grantId;
      if (typeof grantId === 'string') await models.revokeByGrantId(grantId);
      throw new errors.InvalidGrant('grant already used');
    },
    destroy: (id) => models.destroy(model, id),
    revokeByGrantId: (grantId) => models.revokeByGrantId(grantId),
  });
}
