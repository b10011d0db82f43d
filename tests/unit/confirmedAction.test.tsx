import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, useNotificationContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFailure, useConfirmedAction, type ConfirmedActionOptions } from '../../src/components/dialogs/useConfirmedAction';
import { toFormErrors } from '../../src/providers/dataProvider';
import { InAdmin } from './renderAdmin';

/** The notifications react-admin was asked for (the shell shows them as toasts). */
function Notifications() {
  const { notifications } = useNotificationContext();
  return (
    <ul>
      {notifications.map((n, i) => (
        <li key={i} data-testid="toast" data-type={n.type}>
          {String(n.message)}
        </li>
      ))}
    </ul>
  );
}

function Action({ options, arg = 'x' }: { options: ConfirmedActionOptions<unknown, [string]>; arg?: string }) {
  const { run, pending } = useConfirmedAction(options);
  return (
    <button type="button" onClick={() => void run(arg)} data-pending={pending}>
      go
    </button>
  );
}

const mount = (options: ConfirmedActionOptions<unknown, [string]>) =>
  render(
    <InAdmin dataProvider={{}}>
      <Action options={options} />
      <Notifications />
    </InAdmin>,
  );

/** A work that resolves when the test says so. */
function deferred() {
  let resolve: (v: unknown) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe('useConfirmedAction', () => {
  it('asks first, and does nothing when the question is cancelled', async () => {
    const work = vi.fn().mockResolvedValue({});
    mount({ ask: (arg) => ({ title: 'Remove it?', message: `Remove ${arg}?` }), work });
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('Remove x?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Remove x?')).not.toBeInTheDocument());
    expect(work).not.toHaveBeenCalled();
    // The dialog closes as the answer comes; the flow's `finally` then clears pending (a render later).
    await waitFor(() => expect(screen.getByText('go')).toHaveAttribute('data-pending', 'false'));
  });

  it('waits while the work runs, then toasts the success and calls onSuccess', async () => {
    const d = deferred();
    const onSuccess = vi.fn();
    mount({ ask: { message: 'Sure?' }, work: () => d.promise, success: { message: 'Strings.Saved' }, onSuccess });
    fireEvent.click(screen.getByText('go'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wait a moment...')).toBeInTheDocument();
    expect(screen.getByText('go')).toHaveAttribute('data-pending', 'true');
    await act(async () => d.resolve({ id: 1 }));
    await waitFor(() => expect(screen.queryByText('Wait a moment...')).not.toBeInTheDocument());
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-type', 'success');
    expect(onSuccess).toHaveBeenCalledWith({ id: 1 }, 'x');
    expect(screen.getByText('go')).toHaveAttribute('data-pending', 'false');
  });

  it("can say the server's own message", async () => {
    mount({ work: async () => ({ message: 'Guest confirmed by the gate' }), success: { fromServer: true } });
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Guest confirmed by the gate');
  });

  it('opens the error dialog with the server message and a "field: message" line per field error', async () => {
    const onError = vi.fn();
    const error = new HttpError('The data sent is not valid.', 422, {
      message: 'The data sent is not valid.',
      errors: toFormErrors({ name: ['Validations.FieldNotNull'], 'translations.it.title': ['Validations.LangNotNull'] }),
    });
    mount({ work: () => Promise.reject(error), resource: 'tags', success: { message: 'Strings.Saved' }, onError });
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('The data sent is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Name: This field is required')).toBeInTheDocument();
    expect(screen.getByText('title (IT): Cannot be empty in language IT')).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(error, 'x');
  });

  it('runs once when clicked twice', async () => {
    const d = deferred();
    const work = vi.fn(() => d.promise);
    mount({ work });
    fireEvent.click(screen.getByText('go'));
    fireEvent.click(screen.getByText('go'));
    await act(async () => d.resolve(null));
    expect(work).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(work).toHaveBeenCalledTimes(2));
  });

  it('a failed download names the download and quotes the server, or the general error without an answer', () => {
    const t = (k: string) => k;
    expect(downloadFailure(new HttpError('x', 404, { message: 'No manual' }), t)).toEqual({ message: 'Errors.ErrorDownload', details: ['No manual'] });
    expect(downloadFailure(new HttpError('x', 500, {}), t)).toEqual({ message: 'Errors.ErrorDownload', details: ['Strings.NoMessage'] });
    expect(downloadFailure(new Error('Failed to fetch'), t)).toEqual({ message: 'Errors.ErrorDownload', details: ['Errors.General'] });
  });
});
