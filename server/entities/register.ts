import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { broadcastEntityChanges } from '../live/entityChanges';
import { crudRoutes, type CrudHooks } from './crud';
import { registerJobs, type EntityJobFactory } from './jobs';
import type { EntityFolder } from './discover';

/**
 * The server part of an entity, beside its contract (`resources/<name>/server.ts`, optional):
 * the table of its generic routes, hooks for its rules, and routes of its own (custom actions,
 * or every route of an entity that is not plain). A plain entity needs none of it: its
 * `table.ts` is enough.
 */
export interface EntityServer {
  table?: PgTable;
  hooks?: CrudHooks;
  routes?: FastifyPluginAsync;
  /** Periodic work by name (`notifications.deliver`), run in every process (server/entities/jobs.ts). */
  jobs?: Record<string, EntityJobFactory>;
}

export const entityServer = (server: EntityServer): EntityServer => server;

async function optional<T>(dir: string, file: string): Promise<T | undefined> {
  const path = join(dir, file);
  if (!existsSync(path)) return undefined;
  return ((await import(pathToFileURL(path).href)) as { default?: T }).default;
}

/**
 * Registers every entity's routes: the generic ones its contract lists (from its table), then its
 * own, and tells the live channel of their writes. No entity is named here or in app.ts: adding a
 * folder is enough.
 */
export async function registerEntities(app: FastifyInstance, entities: readonly EntityFolder[]): Promise<void> {
  app.decorate('jobs', new Map());
  for (const { contract, dir } of entities) {
    const server = (await optional<EntityServer>(dir, 'server.ts')) ?? {};
    const table = server.table ?? (await optional<PgTable>(dir, 'table.ts'));
    if (!table && !server.routes && contract.actions.length > 0) {
      throw new Error(`${contract.name}: its contract lists actions but ${dir} has neither table.ts nor server.ts routes`);
    }
    // The entity's routes, generic and its own, need its district flags as its section does (a
    // route that says otherwise keeps its own).
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, features: route.config?.features ?? contract.features };
      });
      if (table && contract.actions.length > 0) {
        const schemas = (await contract.schemas?.()) ?? {};
        await scope.register(crudRoutes({ contract, table, schemas, hooks: server.hooks }));
      }
      if (server.routes) await scope.register(server.routes);
    });
    registerJobs(app, server.jobs ?? {});
  }
  broadcastEntityChanges(
    app,
    entities.map((e) => e.contract),
  );
}
