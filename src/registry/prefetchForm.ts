import type { ResourceDeclaration } from './defineResource';
import { loadSchema } from './schema';
import { preloadView } from './views';

/**
 * Ahead of opening a resource's form (a Create or Edit button hovered or focused, or its section
 * when the screen is a form): its view and its schema, so the form opens at once.
 */
export function prefetchForm(d: ResourceDeclaration, edit = false): void {
  const view = edit ? (d.views.edit ?? d.views.create) : (d.views.create ?? d.views.edit);
  if (view) preloadView(view);
  if (d.schema) void loadSchema(d.schema).catch(() => undefined);
}
