import { CustomRoutes, Resource, type ResourceDefinition } from 'react-admin';
import { Route } from 'react-router';
import { ShellNotFound } from '../pages/ShellStatusPages';
import { inShellRouter } from '../router/location';
import type { ResourceDeclaration } from './defineResource';
import { FORM_PATH, pagePath, RESOURCES } from './registry';
import { ResourcePage } from './ResourcePage';
import { loadSchema } from './schema';
import { preloadView } from './views';

function pages(d: ResourceDeclaration) {
  const out = [{ path: d.route, element: <ResourcePage declaration={d} action="list" view={d.views.list} /> }];
  if (d.views.show) out.push({ path: d.detailsRoute, element: <ResourcePage declaration={d} action="show" view={d.views.show} /> });
  const create = d.views.create ?? d.views.edit;
  if (create) {
    out.push({ path: d.formRoute, element: <ResourcePage declaration={d} action="form" view={create} editView={d.views.edit} /> });
  }
  for (const r of d.routes)
    out.push({ path: pagePath(d, r.path), element: <ResourcePage declaration={d} action={r.access} view={r.view} features={r.features} /> });
  return out;
}

/**
 * The children of <Admin> for every declared resource: a <Resource> (its name, representation and
 * icon for react-admin's hooks) and its pages at the spec's routes. The spec's routes are not
 * react-admin's (/tags/:id/show), so the pages are custom routes that pass the target in state.
 * react-admin still mounts each <Resource> at `/<name>/*`; with no react-admin views of its own,
 * its one child route answers every such path that no page of ours claims (`/backend/visitors`,
 * `/backend/tags/nonsense`) with the 404 page, as any unknown path.
 */
export function resourceElements(resources: readonly ResourceDeclaration[] = RESOURCES) {
  return [
    ...resources.map((d) => (
      <Resource key={d.name} {...resourceProps(d)}>
        <Route path="*" element={<ShellNotFound />} />
      </Resource>
    )),
    <CustomRoutes key="resource-pages">
      {resources
        .flatMap((d) => pages(d))
        .map((p) => (
          <Route key={p.path} path={inShellRouter(p.path)} element={p.element} />
        ))}
    </CustomRoutes>,
  ];
}

/** What a declaration's <Resource> is given (one place, for the element and its definition). */
function resourceProps(d: ResourceDeclaration) {
  return { name: d.name, icon: d.icon, recordRepresentation: d.recordRepresentation };
}

/**
 * The definitions react-admin registers for the <Resource>s of resourceElements, known before the
 * shell's first render. react-admin registers each one in an effect after its first commit; a
 * provider that already holds them makes that registration change nothing, where it used to
 * render the whole shell again in one blocking render (issue 11: ~110 ms of a list's cold load on
 * Lighthouse's 4× slower CPU). `Resource.registerResource` is react-admin's own, public recipe.
 */
export function resourceDefinitions(resources: readonly ResourceDeclaration[] = RESOURCES): Record<string, ResourceDefinition> {
  return Object.fromEntries(resources.map((d) => [d.name, Resource.registerResource(resourceProps(d))]));
}

/**
 * Starts loading the view of the page at `path` (the address the shell opens on), while the shell
 * itself is still starting: the page then renders with its view at once (issue 11, cold load).
 * A form may be the create or the edit view (the navigation state says which): both are asked for,
 * with the form's schema.
 */
export function preloadPageAt(path: string, resources: readonly ResourceDeclaration[] = RESOURCES): void {
  const here = path.replace(/\/+$/, '');
  for (const d of resources) {
    const views =
      here === d.route
        ? [d.views.list]
        : here === d.detailsRoute
          ? [d.views.show]
          : here === `${d.route}/${FORM_PATH}`
            ? [d.views.create, d.views.edit]
            : [d.routes.find((r) => here === pagePath(d, r.path))?.view];
    const found = views.filter((v) => v !== undefined);
    if (found.length === 0) continue;
    found.forEach(preloadView);
    // A form needs its schema as well: asked for beside its view, not once the view asks.
    if (here === `${d.route}/${FORM_PATH}` && d.schema) void loadSchema(d.schema);
    return;
  }
}
