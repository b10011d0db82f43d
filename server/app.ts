import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createExportWorker } from './jobs/exports';
import { createPruneJob } from './jobs/prune';
import { createMailer } from './jobs/mailer';
import { pickLocale, translate } from './lib/i18n';
import { createLive } from './live/live';
import { ENTITIES } from './contracts';
import type { EntityFolder } from './entities/discover';
import { registerEntities } from './entities/register';
import auditTrail from './audit/trail';
import accessLog from './privacy/accessLog';
import { folderStorage } from './lib/storage';
import { createWriteBus } from './lib/writes';
import errors from './plugins/errors';
import forms from './plugins/forms';
import guard, { sessionLimits } from './plugins/guard';
import { serializeError, serializeRequest } from './lib/logSafe';
import { createAfterReply } from './lib/afterReply';
import inputHygiene from './plugins/inputHygiene';
import openapi from './plugins/openapi';
import security from './plugins/security';
import staticConsole from './plugins/static';
import authPassword from './routes/auth/password';
import authSession from './routes/auth/session';
import dashboardRoutes from './routes/dashboard';
import districtRoutes from './routes/districts';
import profileRoutes from './routes/profile';
import fileRoutes from './routes/files';
import publicInvitationRoutes from './routes/publicInvitations';
import uploadRoutes from './routes/uploads';
import termsRoutes from './routes/terms';
import dynamicLinkRoutes from './routes/dynamicLinks';
import smartSolutionsMapLinkRoutes from './routes/smartSolutionsMapLink';
import guestActionRoutes from './routes/gate/guestActions';
import residentRoutes from './routes/gate/resident';
import manualRoutes from './routes/manual';
import healthRoutes from './routes/health';
import { serverTimeouts } from './lib/timeouts';
import './types';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where the built console is; omitted in API-only tests. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The live channel takes WebSockets only (a process of `start:cluster`, server/serve.ts). */
  websocketOnly?: boolean;
  /** The entities whose routes to register: resources/*, or more in a test. */
  entities?: readonly EntityFolder[];
}

/**
 * Builds the server in layers: outer plugins (security, errors), then the app's own (guard,
 * contract), then routes. Listening and socket.io attach happen in `start.ts`, so tests can
 * drive the same app with `inject()`.
 */
export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    // Failed queries are logged without their bound parameters, URLs without a file link's signature (server/lib/logSafe.ts).
    logger: opts.logger ? { ...(typeof opts.logger === 'object' ? opts.logger : {}), serializers: { err: serializeError, req: serializeRequest } } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
    // Unique across processes and restarts, so an audit entry's request id names one call; a
    // caller's own X-Request-Id is not trusted.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    ...serverTimeouts(opts.config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const live = createLive();
  app.decorate('config', opts.config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('live', live);
  app.decorate('mailer', createMailer(opts.database.db, app.log, { smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom }));
  app.decorate('storage', folderStorage(opts.config.uploadDir));
  app.decorate('routeTable', []);
  app.decorate('writes', createWriteBus());
  app.decorate('afterReply', createAfterReply());
  const exportWorker = createExportWorker(app);
  app.decorate('exportWorker', exportWorker);
  const pruneJob = createPruneJob({ db: opts.database.db, pool: opts.database.pool, storage: app.storage, config: opts.config, log: app.log });
  app.decorateRequest('locale', 'en');
  app.decorateRequest('t', function (this: { locale: 'en' | 'it' | 'pt' }, key: string, params?: Record<string, string | number>) {
    return translate(this.locale, key, params);
  });
  app.addHook('onRequest', async (request, reply) => {
    request.locale = pickLocale(request.headers['accept-language']);
    // Every answer names its call, a refusal by the guard too: support finds it in the log and the audit trail.
    reply.header('x-request-id', String(request.id));
  });
  // The console tags every call with platform=web; it is not a filter of any route.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') delete query.platform;
  });
  app.addHook('onReady', async () => {
    // Jobs claimed from the database: any number of processes may run this.
    exportWorker.start();
    // One round per period across processes (server/jobs/prune.ts).
    pruneJob.start();
    live.attach(app.server, app.db, sessionLimits(opts.config), { pool: opts.database.pool, websocketOnly: opts.websocketOnly });
  });
  app.addHook('onClose', async () => {
    // What routes left running (a reset link's mail) ends before the database closes.
    await app.afterReply.settled();
    app.mailer.stop();
    exportWorker.stop();
    await pruneJob.stop();
    await live.close();
  });

  await app.register(security);
  await app.register(errors);
  // Multipart forms, bounded for every route that reads one (server/plugins/forms.ts).
  await app.register(forms);
  await app.register(guard);
  await app.register(inputHygiene);
  await app.register(auditTrail);
  await app.register(accessLog);
  await app.register(openapi);

  await app.register(authSession);
  await app.register(authPassword);
  await app.register(districtRoutes);
  await app.register(healthRoutes);
  await app.register(manualRoutes);
  await app.register(dashboardRoutes);
  await app.register(profileRoutes);
  await app.register(fileRoutes);
  await app.register(publicInvitationRoutes);
  // Every entity of resources/, from its contract: none is named here.
  await registerEntities(app, opts.entities ?? ENTITIES);
  // An upload names the image field it is for: the image fields of the same entities.
  await app.register(uploadRoutes, { contracts: (opts.entities ?? ENTITIES).map((e) => e.contract) });
  await app.register(termsRoutes);
  await app.register(dynamicLinkRoutes);
  await app.register(smartSolutionsMapLinkRoutes);
  await app.register(guestActionRoutes);
  await app.register(residentRoutes);

  if (opts.distDir) await app.register(staticConsole, { distDir: opts.distDir, demo: opts.config.demo });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
