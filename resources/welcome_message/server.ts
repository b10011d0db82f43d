import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { welcomeMessageInput } from './schema';
import { fromStored, toStored } from '../../src/lib/translations';
import { z, zId } from '../../src/lib/validation';
import { welcomeMessages } from '../../server/db/schema';
import { forbidden } from '../../server/lib/errors';
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
  const load = async (districtId: number) => {
    const [row] = await app.db.select().from(welcomeMessages).where(eq(welcomeMessages.districtId, districtId));
    return row ?? null;
  };
  const toApi = (row: typeof welcomeMessages.$inferSelect | null) =>
    row ? { id: row.id, district_id: row.districtId, translations: fromStored(row.translations), updated_at: row.updatedAt } : null;

  app.get(
    '/api/v3/welcome_message',
    { config: { permission: contractPermissions(contract) }, schema: { tags: ['welcome message'], querystring: z.strictObject({ district_id: zId }) } },
    async (request) => ({ success: true, data: toApi(await load(request.district!.id)) }),
  );

  app.put(
    '/api/v3/welcome_message',
    {
      config: { permission: contractPermissions(contract), district: 'body' },
      schema: { tags: ['welcome message'], body: welcomeMessageInput.extend({ district_id: zId }) },
    },
    async (request) => {
      const { district_id, translations } = request.body;
      const current = await load(district_id);
      // The first message is an add, every later save an edit: the contract's permissions for each.
      const needed = current ? contract.permissions.edit : contract.permissions.add;
      if (!holds(request.district!.permissions, needed)) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: needed.join(' | ') }), { permission: needed.length === 1 ? needed[0] : needed });
      }
      const values = { translations: toStored(translations), updatedAt: new Date() };
      const [row] = current
        ? await app.db.update(welcomeMessages).set(values).where(eq(welcomeMessages.id, current.id)).returning()
        : await app.db.insert(welcomeMessages).values({ districtId: district_id, ...values }).returning();
      return { success: true, message: request.t('Strings.Saved'), data: toApi(row) };
    },
  );
}

export default entityServer({ routes: welcomeMessageRoutes });
