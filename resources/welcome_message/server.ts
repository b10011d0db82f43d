import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { welcomeMessageInput, welcomeMessageRecord } from './schema';
import { loadWelcomeMessage, saveWelcomeMessage } from './data';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zItemEnvelope } from '../../src/contract/records';
import { forbidden } from '../../server/lib/errors';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { contractPermissions } from '../../src/contract/entity';
import { holds } from '../../src/lib/permissions';
import contract from './contract';

/**
 * The welcome message is one per district: read it, then write it with PUT. Writing the first
 * one needs welcome_message_add, changing it needs welcome_message_edit.
 */
async function welcomeMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/welcome_message',
    {
      config: { permission: contractPermissions(contract) },
      schema: {
        tags: ['welcome message'],
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zItemEnvelope(welcomeMessageRecord.nullable()) },
      },
    },
    async (request) => ({ success: true as const, data: await loadWelcomeMessage(app.db, request.district!.id) }),
  );

  app.put(
    '/api/v3/welcome_message',
    {
      config: { permission: contractPermissions(contract), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['welcome message'], body: welcomeMessageInput.extend({ district_id: zIdBody }), response: { 200: zItemEnvelope(welcomeMessageRecord) } },
    },
    async (request) => {
      const current = await loadWelcomeMessage(app.db, request.body.district_id);
      // The first message is an add, every later save an edit: the contract's permissions for each.
      const needed = current ? contract.permissions.edit : contract.permissions.add;
      if (!holds(request.district!.permissions, needed)) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: needed.join(' | ') }), { permission: needed.length === 1 ? needed[0] : needed });
      }
      const data = await saveWelcomeMessage(app.db, request.body.district_id, current?.id ?? null, request.body);
      noteWrite(request, { recordId: data.id, before: current, after: data, action: current ? 'update' : 'create' });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );
}

export default entityServer({ routes: welcomeMessageRoutes });
