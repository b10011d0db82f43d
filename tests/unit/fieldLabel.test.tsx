import { cleanup, render, screen } from '@testing-library/react';
import { Form, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorInput } from '../../src/components/form/ColorInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ListTable } from '../../src/components/list/ListTable';
import { InAdmin } from './renderAdmin';

afterEach(cleanup);

const inForm = (resource: string, children: React.ReactNode) =>
  render(
    <InAdmin dataProvider={{}}>
      <ResourceContextProvider value={resource}>
        <Form record={{}}>{children}</Form>
      </ResourceContextProvider>
    </InAdmin>,
  );

describe('field labels come from the i18n key of their source', () => {
  it('an input without a label is named by resources.<name>.fields.<source>; a per-language one adds the language', () => {
    inForm(
      'categories',
      <>
        <LimitedTextInput source="name.it" locale="it" max={10} />
        <ColorInput source="category_color" />
      </>,
    );
    expect(screen.getByLabelText('Title (IT)')).toBeInTheDocument();
    expect(screen.getByLabelText('Colour')).toBeInTheDocument();
  });

  it('a label given still wins', () => {
    inForm('tags', <LimitedTextInput source="name" label="Gate.Report" max={10} />);
    expect(screen.getByLabelText('Export report')).toBeInTheDocument();
  });

  it('list headings without a label use the same key', () => {
    render(
      <InAdmin dataProvider={{}}>
        <ResourceContextProvider value="apartments">
          <ListTable
            columns={[{ source: 'tower_code' }]}
            rows={[]}
            sort={{ field: 'id', order: 'ASC' }}
            onSort={() => undefined}
            loading={false}
            loadingMore={false}
            failed={false}
            onRetry={() => undefined}
            onOpen={() => undefined}
            onEdit={() => undefined}
            canEdit={() => false}
            hasMore={false}
            pages={1}
          />
        </ResourceContextProvider>
      </InAdmin>,
    );
    expect(screen.getByRole('columnheader', { name: 'Tower code' })).toBeInTheDocument();
  });
});
