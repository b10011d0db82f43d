import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { localeStore } from '../../src/i18n/locale';
import { buildMenu } from '../../src/layout/menuTree';
import { allFeatures } from '../../src/lib/features';
import { buildSections } from '../../src/lib/sections';
import { buildSiteMap } from '../../src/lib/siteMap';
import { createAuthProvider } from '../../src/providers/authProvider';
import type { ResourceDeclaration } from '../../src/registry/defineResource';
import { CONTRACTS } from '../../src/registry/contracts';
import { ResourcePage } from '../../src/registry/ResourcePage';
import { RESOURCES } from '../../src/registry/registry';
import type { SessionStore } from '../../src/session/store';
import { DialogProvider } from '../../src/components/dialogs/DialogProvider';
import en from '../../i18n/en';
import it_ from '../../i18n/it';
import { withLabels, type EntityLabels } from '../../src/contract/labels';
import { translate } from '../../src/lib/translate';
import { i18nProvider } from './renderAdmin';
import { buildStored, buildUser } from './builders';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';

/**
 * The console half of the sample entity (tests/fixtures/resources/widgets): found the way the
 * registry finds resources/*, it gets a sidebar entry and a guarded screen with no other edit.
 */
const found = import.meta.glob<{ default: ResourceDeclaration }>('../fixtures/resources/*/index.ts', { eager: true });
const widgets = Object.values(found)[0].default;
const labels = Object.values(import.meta.glob<{ default: EntityLabels }>('../fixtures/resources/*/i18n.ts', { eager: true }))[0].default;
const resources = [...RESOURCES, widgets];
const sections = buildSections([...CONTRACTS, widgets.contract]);
const screens = new Set(resources.map((r) => r.route));

function sessionWith(permissions: string[]): SessionStore {
  const state = { status: 'log_in', user: { permissions }, configuration: allFeatures(true) };
  return { getState: () => state, loadDistrictData: async () => undefined } as unknown as SessionStore;
}

const dataProvider = {
  getList: async () => ({ data: [{ id: 1, name: 'Lamp' }], total: 1 }),
} as unknown as DataProvider;

function openList(permissions: string[]) {
  // The page's guard reads the session the shell has: a stored one with these permissions.
  localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored({ user: buildUser({ permissions }) })));
  session.boot();
  return render(
    <MemoryRouter initialEntries={['/backend/widgets']}>
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={createAuthProvider(sessionWith(permissions), resources)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <DialogProvider>
          <ResourcePage declaration={widgets} action="list" view={widgets.views.list} />
        </DialogProvider>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

beforeAll(() => localeStore.setLocale('en'));
// Each test gives the one session store other permissions: the last test's page must be gone.
afterEach(cleanup);

describe('a sample entity from its folder alone, in the console', () => {
  it('has a sidebar entry for holders of its permissions, in its group', () => {
    const menu = buildMenu(buildSiteMap(allFeatures(true), ['roles_view'], sections), null, screens);
    const settings = menu.find((n) => n.id === 'settings');
    expect(settings?.children.map((c) => [c.id, c.route])).toContainEqual(['widgets', '/backend/widgets']);
    const without = buildMenu(buildSiteMap(allFeatures(true), ['tags_add'], sections), null, screens);
    expect(without.flatMap((n) => n.children).map((c) => c.id)).not.toContain('widgets');
  });

  it('opens its screen to holders of any of its permissions', { timeout: 30_000 }, async () => {
    openList(['roles_edit']);
    expect(await screen.findByText('Lamp', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('refuses a user without its permissions', { timeout: 30_000 }, async () => {
    openList(['tags_view']);
    expect(await screen.findByText('401', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('brings its own labels, merged into the catalogues', () => {
    const english = withLabels(en, [labels.en]);
    const italian = withLabels(it_, [labels.it]);
    expect(translate(english, 'resources.widgets.name', { smart_count: 2 })).toBe('Widgets');
    expect(translate(italian, 'sections.widgets')).toBe('Oggetti');
    // The main catalogue keeps its own keys.
    expect(translate(english, 'sections.tags')).toBe(translate(en, 'sections.tags'));
  });
});
