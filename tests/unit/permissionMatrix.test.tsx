import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoreAdminContext, Form, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import en from '../../i18n/en';
import roleLabels from '../../resources/roles/i18n';
import { PermissionMatrix } from '../../resources/roles/PermissionMatrix';
import { withLabels } from '../../src/contract/labels';
import { PERMISSIONS } from '../../src/lib/permissions';
import { translate } from '../../src/lib/translate';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

/** The role form's matrix as its user meets it: named boxes, select-alls, what they may not grant. */
const catalogue = withLabels(en, [roleLabels.en]);
const i18nProvider: I18nProvider = {
  translate: (key, options) => translate(catalogue, key, options),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

function Value() {
  const value = useWatch({ name: 'permissions' }) as string[];
  return <output data-testid="value">{value.join(' ')}</output>;
}

function open(held: string[], permissions: string[]) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored({ user: buildUser({ permissions: held }) })));
  session.boot();
  render(
    <CoreAdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Form record={{ id: 1, permissions }}>
        <PermissionMatrix source="permissions" original={permissions} />
        <Value />
      </Form>
    </CoreAdminContext>,
  );
}

afterEach(cleanup);
/** A box by its accessible name (its aria-label: faster than a role query over a hundred boxes). */
const box = (name: string) => screen.getByLabelText(name, { selector: 'input[type=checkbox]' }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('the permission matrix', () => {
  it('has a named box where a permission exists, and none where it does not', () => {
    open([...PERMISSIONS], []);
    expect(box('Spaces — Add')).toBeInTheDocument();
    expect(box('Posts — Export')).toBeInTheDocument();
    expect(box('Settings › Logs — Audit trail')).toBeInTheDocument();
    expect(screen.queryByLabelText('Security — Add')).toBeNull();
    expect(screen.queryByLabelText('Welcome message — View')).toBeNull();
    expect(screen.getByTestId('matrix-count')).toHaveTextContent(`0 of ${PERMISSIONS.length} selected`);
  });

  it('selects a row and a column, half-ticking the others, and counts', () => {
    open([...PERMISSIONS], []);
    fireEvent.click(box('Invitations and daily help — all'));
    expect(value()).toBe('visitors_view visitors_add');
    expect(box('All areas — View')).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(box('All areas — Delete'));
    expect(box('All areas — Delete')).toBeChecked();
    expect(box('Spaces — Delete')).toBeChecked();
    expect(box('Spaces — all')).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(box('All areas — Delete'));
    expect(value()).toBe('visitors_view visitors_add');
    expect(screen.getByTestId('matrix-count')).toHaveTextContent(`2 of ${PERMISSIONS.length} selected`);
  });

  it('disables what the user may not grant, says why, and lets the role’s own be removed', () => {
    open(['roles_view', 'roles_edit', 'places_view'], ['places_delete']);
    expect(box('Spaces — Add')).toBeDisabled();
    expect(screen.getByTestId('not-held-places_add')).toHaveAccessibleDescription('You do not hold this permission in this district, so you cannot grant it');
    expect(box('Spaces — View')).toBeEnabled();
    expect(box('Spaces — Delete')).toBeEnabled();
    expect(box('Users — all')).toBeDisabled();
    // The row's box adds what may be granted and leaves the rest.
    fireEvent.click(box('Spaces — all'));
    expect(value()).toBe('places_view places_delete');
    fireEvent.click(box('Spaces — all'));
    expect(value()).toBe('');
  });

  it('narrows the rows by area or by a permission label', () => {
    open([...PERMISSIONS], []);
    fireEvent.change(screen.getByTestId('matrix-search'), { target: { value: 'audit' } });
    expect(screen.getAllByTestId(/^matrix-row-/).map((r) => r.dataset.testid)).toEqual(['matrix-row-logs']);
    // A column's box then touches only the rows shown.
    fireEvent.click(box('All areas — Other'));
    expect(value()).toBe('login_log_view audit_view');
    fireEvent.change(screen.getByTestId('matrix-search'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No area matches the search')).toBeInTheDocument();
  });
});
