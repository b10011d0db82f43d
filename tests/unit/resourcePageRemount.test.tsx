import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localeStore } from '../../src/i18n/locale';
import { allFeatures } from '../../src/lib/features';
import { createAuthProvider } from '../../src/providers/authProvider';
import type { ResourceDeclaration, ViewLoader } from '../../src/registry/defineResource';
import { RESOURCES } from '../../src/registry/registry';
import { ResourcePage } from '../../src/registry/ResourcePage';
import { session } from '../../src/session';
import type { SessionStore } from '../../src/session/store';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';
import { i18nProvider } from './renderAdmin';

/**
 * Entities may share one screen (every content list is the same component): moving from one to
 * another must mount it afresh, or the first list's search would stay typed in the second.
 */
const found = import.meta.glob<{ default: ResourceDeclaration }>('../fixtures/resources/*/index.ts', { eager: true });
const widgets = Object.values(found)[0].default;
const gadgets: ResourceDeclaration = { ...widgets, name: 'gadgets' };

function SharedScreen() {
  const [query, setQuery] = useState('');
  return <input aria-label="search" value={query} onChange={(e) => setQuery(e.target.value)} />;
}
const shared: ViewLoader = () => Promise.resolve({ default: SharedScreen });

function page(d: ResourceDeclaration) {
  const state = { status: 'log_in', user: { permissions: ['roles_edit'] }, configuration: allFeatures(true) };
  const store = { getState: () => state, loadDistrictData: async () => undefined } as unknown as SessionStore;
  return (
    <MemoryRouter>
      <CoreAdminContext
        dataProvider={{} as DataProvider}
        authProvider={createAuthProvider(store, [...RESOURCES, widgets])}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourcePage declaration={d} action="list" view={shared} />
      </CoreAdminContext>
    </MemoryRouter>
  );
}

beforeAll(() => localeStore.setLocale('en'));
afterEach(cleanup);

describe('a page shared by two entities', () => {
  it('starts afresh on the second entity, and keeps its state while it stays on one', { timeout: 30_000 }, async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored({ user: buildUser({ permissions: ['roles_edit'] }) })));
    session.boot();
    const view = render(page(widgets));
    fireEvent.change(await screen.findByLabelText('search', {}, { timeout: 15_000 }), { target: { value: 'lamp' } });
    view.rerender(page(widgets));
    expect((screen.getByLabelText('search') as HTMLInputElement).value).toBe('lamp');
    view.rerender(page(gadgets));
    expect((screen.getByLabelText('search') as HTMLInputElement).value).toBe('');
  });
});
