import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { contentServer } from '../../server/content/routes';
import type { Db } from '../../server/db/client';
import { districts } from '../../server/db/schema';
import { notFound } from '../../server/lib/errors';
import { actionPermissions } from '../../src/contract/entity';
import { zItemEnvelope } from '../../src/contract/records';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import { conciergeContactInput, conciergeContactRecord, type ConciergeContact } from './schema';
import contract from './contract';

async function loadContact(db: Db, districtId: number) {
  const [row] = await db
    .select({ id: districts.id, contact: districts.conciergeContact, phone: districts.conciergePhone, whatsapp_link: districts.conciergeWhatsapp })
    .from(districts)
    .where(eq(districts.id, districtId));
  return row;
}

/** The concierge's contact details of the current district (its id is the district's). */
async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const path = `/api/v3/${contract.name}/contact_details`;
  const item = zItemEnvelope(conciergeContactRecord);

  app.get(
    path,
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: ['concierge'],
        summary: "Read the concierge's contact details",
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: item },
      },
    },
    async (request) => {
      const data = await loadContact(app.db, request.district!.id);
      if (!data) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data };
    },
  );

  app.put(
    path,
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: {
        tags: ['concierge'],
        summary: "Save the concierge's contact details",
        body: conciergeContactInput.safeExtend({ district_id: zIdBody }),
        response: { 200: item },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await loadContact(app.db, districtId);
      if (!before) throw notFound(request.t('Errors.NotFound'));
      const { contact, phone, whatsapp_link } = request.body as ConciergeContact;
      await app.db
        .update(districts)
        .set({ conciergeContact: contact, conciergePhone: phone, conciergeWhatsapp: whatsapp_link })
        .where(eq(districts.id, districtId));
      const data = (await loadContact(app.db, districtId))!;
      noteWrite(request, { recordId: districtId, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );
}

/**
 * Concierge services on the content routes, plus the contact details. Spec content §4: "saving a
 * concierge item marks the district as having the concierge" (its top-level `isConcierge` flag,
 * which the residents' app reads).
 */
export default contentServer(contract, {
  routes: contactRoutes,
  saved: async (app, districtId) => {
    await app.db
      .update(districts)
      .set({ configuration: sql`jsonb_set(${districts.configuration}, '{isConcierge}', 'true'::jsonb)` })
      .where(eq(districts.id, districtId));
  },
});
