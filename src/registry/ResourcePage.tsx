import { createContext, useContext, type ComponentType } from 'react';
import { ResourceContextProvider, useCanAccess } from 'react-admin';
import { lazyPage } from '../components/lazyPage';
import { WaitScreen } from '../components/WaitScreen';
import type { AccessAction } from '../lib/access';
import { ShellUnauthorized } from '../pages/ShellStatusPages';
import type { ResourceDeclaration, ViewLoader } from './defineResource';
import { useTarget } from './navigation';
import { loadSchema } from './schema';

const DeclarationContext = createContext<ResourceDeclaration | null>(null);

/** The declaration of the resource whose page is open (views read their options from it). */
export function useDeclaration(): ResourceDeclaration {
  const d = useContext(DeclarationContext);
  if (!d) throw new Error('useDeclaration needs a resource page');
  return d;
}

const lazyViews = new Map<ViewLoader, ComponentType>();
/** One lazy component per loader, made once: a new one per render would remount the page. */
function lazyView(load: ViewLoader): ComponentType {
  let view = lazyViews.get(load);
  if (!view) lazyViews.set(load, (view = lazyPage(load)));
  return view;
}

export interface ResourcePageProps {
  declaration: ResourceDeclaration;
  action: AccessAction;
  /** The view; for the form route, `edit` is used when a target id is passed. */
  view: ViewLoader;
  editView?: ViewLoader;
}

/**
 * A page of a declared resource: the guard (authProvider.canAccess with the navigation state's
 * target id), then the view in its own chunk, inside the resource's context.
 */
export function ResourcePage({ declaration, action, view, editView }: ResourcePageProps) {
  const { targetId } = useTarget();
  const { isPending, canAccess } = useCanAccess({
    resource: declaration.name,
    action,
    record: targetId !== null ? { id: targetId } : undefined,
  });
  // A form needs the schema too: ask for it now, beside the view's chunk, not after it.
  if (action === 'form' && declaration.schema) void loadSchema(declaration.schema);
  if (isPending) return <WaitScreen />;
  if (!canAccess) return <ShellUnauthorized />;
  const View = lazyView(targetId !== null && editView ? editView : view);
  return (
    <DeclarationContext.Provider value={declaration}>
      <ResourceContextProvider value={declaration.name}>
        {/* lazyView keeps one component per loader at module level: the same one on every render, which the rule cannot see through the cache. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <View />
      </ResourceContextProvider>
    </DeclarationContext.Provider>
  );
}
