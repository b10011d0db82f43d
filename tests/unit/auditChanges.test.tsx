import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChanges } from '../../src/components/audit/AuditChanges';
import type { ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import en from '../../i18n/en';
import audit from '../../resources/audit/i18n';
import { withLabels } from '../../src/contract/labels';
import { translate } from '../../src/lib/translate';

/** English, with the audit trail's own labels, as the console has them. */
const messages = withLabels(en, [audit.en]);
function TestTranslate({ children }: { children: ReactNode }) {
  return (
    <I18nContextProvider
      value={{ translate: (key, options) => translate(messages, key, options), changeLocale: () => Promise.resolve(), getLocale: () => 'en' }}
    >
      {children}
    </I18nContextProvider>
  );
}

/** One entry's changes as the audit screens show them (src/components/audit/AuditChanges.tsx). */
describe('an audit entry, field by field', () => {
  it('shows codes in words where they are codes, names as they are, and a secret as hidden', () => {
    render(
      <TestTranslate>
        <AuditChanges
          entity="visitors"
          changes={{ status: { before: 'VisitorWait', after: 'VisitorComplete' }, guest: { after: 'Active' }, password: { redacted: true } }}
        />
      </TestTranslate>,
    );
    const row = (field: string) => within(screen.getAllByTestId('audit-change').find((r) => r.getAttribute('data-field') === field)!);
    expect(row('status').getByText(en.Gate.Status.VisitorWait)).toBeTruthy();
    expect(row('status').getByText(en.Gate.Status.VisitorComplete)).toBeTruthy();
    // A guest named "Active" keeps the name: only coded fields are read as codes.
    expect(row('guest').getByText('Active')).toBeTruthy();
    expect(row('password').getByText(/never recorded/)).toBeTruthy();
  });

  it('says so when an action changed no field', () => {
    render(
      <TestTranslate>
        <AuditChanges entity="users" changes={{}} />
      </TestTranslate>,
    );
    expect(screen.getByTestId('audit-no-fields')).toBeTruthy();
  });
});
