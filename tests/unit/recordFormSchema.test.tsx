import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { RecordForm } from '../../src/components/form/RecordForm';
import { InAdmin } from './renderAdmin';

/** A schema whose chunk comes when the test says so, as a lazily loaded one does on a slow line. */
function lateSchema() {
  let arrive: () => void = () => undefined;
  const schema = z.object({ code: z.string().min(3, 'Validations.FieldInvalid') });
  const load = vi.fn(() => new Promise<z.ZodType>((resolve) => (arrive = () => resolve(schema))));
  return { load, arrive: () => arrive() };
}

function mount(load: () => Promise<z.ZodType>, submit: (payload: Record<string, unknown>) => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <InAdmin dataProvider={{}}>
            <FormLanguageProvider initial="en">
              <RecordForm resource="tags" title="New code" record={{}} schema={load} translatable={[]} submit={submit} backTo={null}>
                <TextInput source="code" />
              </RecordForm>
            </FormLanguageProvider>
          </InAdmin>
        ),
      },
    ],
    { initialEntries: ['/backend/codes/form'] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('RecordForm and a schema that has not come yet', () => {
  it('waits for the schema before checking: a Save pressed early sends nothing the schema refuses', async () => {
    const { load, arrive } = lateSchema();
    const submit = vi.fn().mockResolvedValue({ data: { id: 1 } });
    mount(load, submit);
    fireEvent.change(await screen.findByLabelText(/code/i), { target: { value: 'ab' } });
    fireEvent.click(screen.getByTestId('form-save'));
    // Before the schema comes nothing is sent, and nothing is said yet.
    await new Promise((r) => setTimeout(r, 50));
    expect(submit).not.toHaveBeenCalled();
    await act(async () => arrive());
    // Then the schema's message shows under its field, and still nothing was sent.
    expect(await screen.findByText('This field is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/code/i)).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/code/i)).toHaveValue('ab');
  });

  it('sends, once the schema has come, what it accepts', async () => {
    const { load, arrive } = lateSchema();
    const submit = vi.fn().mockResolvedValue({ data: { id: 1 } });
    mount(load, submit);
    fireEvent.change(await screen.findByLabelText(/code/i), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByTestId('form-save'));
    await act(async () => arrive());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ code: 'abcd' });
  });
});
