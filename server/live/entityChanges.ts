import type { FastifyInstance } from 'fastify';
import { contractPermissions, type EntityContract } from '../../src/contract/entity';
import type { EntityChanged } from '../../src/contract/live';
import { rooms } from './rooms';

/** The entity whose records are the audit entries: every write creates one. */
export const AUDIT_ENTITY = 'audit';

/**
 * Live lists (issue 11): every write of an entity is told as its `<name>.changed { id, action, by }`
 * to the holders of the entity's permissions in the write's district (for a global entity, in any
 * district). Each write also created an audit entry: the audit list's holders hear of that one.
 */
export function broadcastEntityChanges(app: FastifyInstance, contracts: readonly EntityContract[]): () => void {
  const byName = new Map(contracts.map((c) => [c.name, c]));
  const tell = (contract: EntityContract, payload: EntityChanged) => {
    const permissions = contractPermissions(contract);
    const district = payload.district_id;
    const names = district === null ? permissions.map(rooms.anyDistrict) : permissions.map((p) => rooms.permission(district, p));
    app.live.emitChange(names, contract.liveEvent, payload);
  };
  return app.writes.subscribe((write) => {
    const contract = byName.get(write.entity);
    if (contract && (contract.scope === 'global' || write.districtId !== null)) {
      tell(contract, {
        entity: contract.name,
        id: write.recordId,
        action: write.action,
        by: write.by,
        district_id: contract.scope === 'global' ? null : write.districtId,
      });
    }
    const audit = byName.get(AUDIT_ENTITY);
    if (audit && write.districtId !== null) {
      tell(audit, { entity: AUDIT_ENTITY, id: write.auditId, action: 'create', by: write.by, district_id: write.districtId });
    }
  });
}
