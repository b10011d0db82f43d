import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../../server/audit/trail';
import { users } from '../../../server/db/schema';
import { notFound } from '../../../server/lib/errors';
import { listQuery, page } from '../../../server/lib/list';
import { rooms } from '../../../server/live/rooms';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../../src/contract/records';
import { CHANGED_SUFFIX, type EntityChanged } from '../../../src/contract/live';
import { z, zIdBody, zIdParam } from '../../../src/lib/validation';
import { deleteEpisode, EPISODE_SORTS, insertEpisode, listEpisodes, loadEpisode, podcastsOf, toRecord, updateEpisode } from './data';
import { EPISODE_PERMISSIONS, EPISODES, PODCASTS } from './rules';
import { episodeInput, episodeRecord } from './schema';

const TAGS = ['podcast episodes'];
const body = episodeInput.extend({ district_id: zIdBody });
const idParams = z.strictObject({ id: zIdParam });
/**
 * Spec content §7 "Episodes list": `podcast_id` one or several (`podcast_id[]=1&podcast_id[]=2`),
 * the usual paging, search and sort; `status_type` is sent by the console's list but episodes
 * have no status, so only `all` is taken.
 */
const listParams = listQuery.extend({
  order_by: z.enum(EPISODE_SORTS).optional(),
  podcast_id: zIdParam.optional(),
  'podcast_id[]': z.union([zIdParam, z.array(zIdParam).max(100)]).optional(),
  status_type: z.enum(['all']).optional(),
});

/** Refuses, as not found, a podcast that is not one of the district's podcasts. */
async function requirePodcasts(app: FastifyInstance, request: FastifyRequest, districtId: number, ids: readonly number[]) {
  const found = await podcastsOf(app.db, districtId, ids);
  if (ids.some((id) => !found.has(id))) throw notFound(request.t('Errors.NotFound'));
}

/**
 * An episode belongs to its podcast's page: each write is told as the podcast's change
 * (`district_podcasts.changed` with the podcast's id) to the holders of the podcast rights in the
 * district, so an open podcast page reloads its episodes; the writer is named, so the writer's own
 * page knows the change for its own.
 */
async function tellPodcasts(app: FastifyInstance, request: FastifyRequest, districtId: number, podcastIds: readonly number[]) {
  const userId = request.auth!.userId;
  const [writer] = await app.db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  const by = writer ? { id: userId, name: `${writer.first} ${writer.last}`.trim() } : null;
  const names = EPISODE_PERMISSIONS.read.map((p) => rooms.permission(districtId, p));
  for (const id of new Set(podcastIds)) {
    const payload: EntityChanged = { entity: PODCASTS, id, action: 'update', by, district_id: districtId };
    app.live.emitChange(names, `${PODCASTS}${CHANGED_SUFFIX}`, payload);
  }
}

/**
 * A podcast's episodes (spec content §2 "Podcast episodes", §7): list, add, change, remove, in the
 * district of the call; another district's podcast or episode is not found. Registered by the
 * podcast entity's server.ts (`routes`).
 */
export default async function episodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/api/v3/${EPISODES}`,
    {
      config: { permission: EPISODE_PERMISSIONS.read },
      schema: { tags: TAGS, summary: "List a podcast's episodes", querystring: listParams, response: { 200: zListEnvelope(episodeRecord) } },
    },
    async (request) => {
      const q = request.query;
      const districtId = request.district!.id;
      const many = q['podcast_id[]'];
      const podcastIds = [...(q.podcast_id ? [q.podcast_id] : []), ...(many === undefined ? [] : Array.isArray(many) ? many : [many])];
      await requirePodcasts(app, request, districtId, podcastIds);
      const { rows, total } = await listEpisodes(app.db, {
        districtId,
        podcastIds,
        query: q.query || undefined,
        orderBy: q.order_by ?? 'position',
        direction: q.sort_by,
        locale: request.locale,
        page: q.page,
        paginate: q.paginate,
      });
      return page(rows.map(toRecord), total, q);
    },
  );

  app.post(
    `/api/v3/${EPISODES}`,
    {
      config: { permission: EPISODE_PERMISSIONS.create, district: 'body', audit: { entity: EPISODES, action: 'create' } },
      schema: { tags: TAGS, summary: 'Add an episode to a podcast', body, response: { 201: zItemEnvelope(episodeRecord) } },
    },
    async (request, reply) => {
      const { district_id: districtId, ...input } = request.body;
      await requirePodcasts(app, request, districtId, [input.podcast_id]);
      const data = toRecord(await insertEpisode(app.db, districtId, input));
      noteWrite(request, { recordId: data.id, after: data });
      await tellPodcasts(app, request, districtId, [data.podcast_id]);
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    `/api/v3/${EPISODES}/:id`,
    {
      config: { permission: EPISODE_PERMISSIONS.update, district: 'body', audit: { entity: EPISODES, action: 'update' } },
      schema: { tags: TAGS, summary: 'Change an episode', params: idParams, body, response: { 200: zItemEnvelope(episodeRecord) } },
    },
    async (request) => {
      const { district_id: districtId, ...input } = request.body;
      const before = await loadEpisode(app.db, request.params.id, districtId);
      if (!before) throw notFound(request.t('Errors.NotFound'));
      await requirePodcasts(app, request, districtId, [input.podcast_id]);
      const row = await updateEpisode(app.db, before, input);
      // Deleted meanwhile.
      if (!row) throw notFound(request.t('Errors.NotFound'));
      const data = toRecord(row);
      noteWrite(request, { recordId: data.id, before: toRecord(before), after: data });
      await tellPodcasts(app, request, districtId, [before.podcastId, data.podcast_id]);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    `/api/v3/${EPISODES}/:id`,
    {
      config: { permission: EPISODE_PERMISSIONS.delete, audit: { entity: EPISODES, action: 'delete' } },
      schema: {
        tags: TAGS,
        summary: 'Remove an episode',
        params: idParams,
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zDeleted },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await loadEpisode(app.db, request.params.id, districtId);
      const gone = before && (await deleteEpisode(app.db, before));
      if (!gone) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: gone.id, before: toRecord(gone) });
      await tellPodcasts(app, request, districtId, [gone.podcastId]);
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: gone.id } };
    },
  );
}
