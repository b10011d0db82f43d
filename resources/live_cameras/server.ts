import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zEnvelope } from '../../src/contract/envelope';
import { actionPermissions } from '../../src/contract/entity';
import { z, zIdParam } from '../../src/lib/validation';
import { contentServer } from '../../server/content/routes';
import { tooManyRequests } from '../../server/lib/errors';
import { rateHit } from '../../server/services/rateLimits';
import { checkStreamRemembered } from '../../server/lib/streamCheck';

const STREAM_CHECKS_PER_MINUTE = { max: 20, windowMs: 60_000 };
import contract from './contract';

/**
 * Whether a camera's stream answers, asked by the form before it saves (spec content §8 "Camera
 * URL not verified (confirm to continue)"); writers only, as it makes the server call out.
 */
async function streamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A question, not a write (nothing is recorded but the rate count): a GET, with no audit entry.
  app.get(
    '/api/v3/live_cameras/check_stream',
    {
      config: { permission: [...actionPermissions(contract, 'create'), ...actionPermissions(contract, 'update')] },
      schema: {
        tags: ['live cameras'],
        summary: "Check that a camera's stream answers",
        querystring: z.strictObject({ district_id: zIdParam, url: z.string().trim().max(2000) }),
        response: { 200: zEnvelope(z.object({ verified: z.boolean() })) },
      },
    },
    async (request) => {
      // The server calls out for whoever asks: a few checks a minute per user are plenty for a form.
      const retry = await rateHit(app.db, 'stream_check', String(request.auth!.userId), STREAM_CHECKS_PER_MINUTE);
      if (retry !== null) throw tooManyRequests(request.t('Errors.TooManyAttempts', { minutes: Math.ceil(retry / 60) }), retry);
      return { success: true as const, data: { verified: await checkStreamRemembered(request.query.url) } };
    },
  );
}

/** The content routes on the cameras' rows; a save records whether the stream answered. */
export default contentServer(contract, {
  routes: streamRoutes,
  prepare: async (values) => {
    values.streamVerified = values.externalLink ? await checkStreamRemembered(values.externalLink) : false;
  },
});
