import { createContext, Suspense, useContext } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { WaitScreen } from '../components/WaitScreen';
import { canAccess, type AccessAction } from '../lib/access';
import type { FeaturePath } from '../lib/features';
import { ShellUnauthorized } from '../pages/ShellStatusPages';
import { useSession } from '../session';
import { SECTIONS } from './contracts';
import type { ResourceDeclaration, ViewLoader } from './defineResource';
import { useTarget } from './navigation';
import { accessTargetOf } from './registry';
import { loadSchema } from './schema';
import { useView } from './views';

export { preloadView } from './views';

const DeclarationContext = createContext<ResourceDeclaration | null>(null);

/** The declaration of the resource whose page is open (views read their options from it). */
export function useDeclaration(): ResourceDeclaration {
  const d = useContext(DeclarationContext);
  if (!d) throw new Error('useDeclaration needs a resource page');
  return d;
}

export interface ResourcePageProps {
  declaration: ResourceDeclaration;
  action: AccessAction;
  /** The view; for the form route, `edit` is used when a target id is passed. */
  view: ViewLoader;
  editView?: ViewLoader;
  /** District flags this page needs beyond its resource's (a space's freeze page: FreezeSpace). */
  features?: readonly FeaturePath[];
}

/**
 * A page of a declared resource: the guard (the access rule of lib/access.ts, which the
 * authProvider's canAccess also applies, with the navigation state's target id), then the view in
 * its own chunk, inside the resource's context. The rule is asked directly, at once: the guard adds
 * no wait of its own to opening a page (issue 11), only for the district's flags while they load.
 */
export function ResourcePage({ declaration, action, view, editView, features }: ResourcePageProps) {
  const { targetId } = useTarget();
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  // A form needs the schema too: ask for it now, beside the view's chunk, not after it.
  if (action === 'form' && declaration.schema) void loadSchema(declaration.schema);
  if (configuration === null) return <WaitScreen />;
  const target = accessTargetOf(declaration);
  const resource = features ? { ...target, features: [...(target.features ?? []), ...features] } : target;
  const allowed = canAccess({ permissions: permissions ?? [], configuration }, { action, resource, targetId }, SECTIONS);
  if (!allowed) return <ShellUnauthorized />;
  // One mount per resource: entities that share their screens (the content lists) must not hand
  // one list's search, tab or scroll to the next when the user moves between them.
  return (
    <ChunkBoundary key={declaration.name}>
      <ResourceView declaration={declaration} load={targetId !== null && editView ? editView : view} />
    </ChunkBoundary>
  );
}

/** The view, inside the resource's context, once its code has come (the wait screen until then). */
function ResourceView({ declaration, load }: { declaration: ResourceDeclaration; load: ViewLoader }) {
  const View = useView(load);
  if (!View) return <WaitScreen />;
  return (
    <DeclarationContext.Provider value={declaration}>
      <ResourceContextProvider value={declaration.name}>
        {/* What the view itself waits for (a form's schema) shows the wait screen in its place. */}
        <Suspense fallback={<WaitScreen />}>
          {/* The view is the module's own component, kept once per loader (./views): the same one on every render, which the rule cannot see through the store. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <View />
        </Suspense>
      </ResourceContextProvider>
    </DeclarationContext.Provider>
  );
}
