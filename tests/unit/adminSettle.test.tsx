import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  CoreAdmin,
  CoreAdminContext,
  CoreAdminUI,
  memoryStore,
  Resource,
  ResourceDefinitionContextProvider,
  useResourceDefinitions,
  type DataProvider,
} from 'react-admin';
import { RESOURCES } from '../../src/registry/registry';
import { resourceDefinitions, resourceElements } from '../../src/registry/resourceRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from './renderAdmin';

/**
 * react-admin (patches/ra-core+*.patch) computes its routes from static children once, at mount:
 * computing them again in an effect rendered the whole shell a second time and registered every
 * resource again (an unregister and a register each), in one blocking task after the first paint.
 */
function Layout({ children }: { children?: ReactNode }) {
  const definitions = useResourceDefinitions();
  return (
    <div>
      <p data-testid="registered">{Object.keys(definitions).sort().join(',')}</p>
      {children}
    </div>
  );
}

const HomePage = () => <p>home page</p>;

afterEach(() => vi.restoreAllMocks());

describe('react-admin with static children', () => {
  it('registers each resource once and renders its routes', async () => {
    const register = vi.spyOn(Resource, 'registerResource');
    window.history.replaceState(null, '', '/');
    render(
      <CoreAdmin dataProvider={{} as DataProvider} i18nProvider={i18nProvider} store={memoryStore()} layout={Layout} dashboard={HomePage}>
        <Resource name="tags" />
        <Resource name="news" />
      </CoreAdmin>,
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('registered')).toHaveTextContent('news,tags'));
    // Let any effect-driven second pass happen before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(register).toHaveBeenCalledTimes(2);
  });
});

describe("the shell's resource definitions", () => {
  it('are all there from the first render, and registering the <Resource>s changes none of them', async () => {
    const seen: ReturnType<typeof useResourceDefinitions>[] = [];
    function Watching({ children }: { children?: ReactNode }) {
      seen.push(useResourceDefinitions());
      return <div>{children}</div>;
    }
    window.history.replaceState(null, '', '/');
    render(
      <CoreAdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceDefinitionContextProvider definitions={resourceDefinitions()}>
          <CoreAdminUI layout={Watching} dashboard={HomePage}>
            {resourceElements()}
          </CoreAdminUI>
        </ResourceDefinitionContextProvider>
      </CoreAdminContext>,
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    // react-admin registers its <Resource>s in an effect after the first commit: let it run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.keys(seen[0]).sort()).toEqual(RESOURCES.map((d) => d.name).sort());
    // The same object on every render: the registration found each definition equal and kept them.
    expect(new Set(seen).size).toBe(1);
  });
});
