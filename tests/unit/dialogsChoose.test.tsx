import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/client/api';
import { useDialogs } from '../../src/components/dialogs/DialogProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { InAdmin } from './renderAdmin';

/** A button that asks "all or this one" and shows the answer. */
function Asker() {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState<string>('none yet');
  const ask = async () => {
    const picked = await dialogs.choose({
      message: 'Change which occurrences?',
      choices: [
        { id: 'all', label: 'All coming occurrences' },
        { id: 'one', label: 'Only this one' },
      ],
    });
    setAnswer(String(picked));
  };
  return (
    <>
      <button onClick={() => void ask()}>ask</button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

function renderAsker() {
  render(
    <InAdmin dataProvider={{}}>
      <Asker />
    </InAdmin>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
}

afterEach(cleanup);

describe('the choose dialog', () => {
  it('offers each answer and Cancel, the first one focused', async () => {
    renderAsker();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change which occurrences?');
    const all = screen.getByRole('button', { name: 'All coming occurrences' });
    expect(screen.getByRole('button', { name: 'Only this one' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await waitFor(() => expect(all).toHaveFocus());
  });

  it('answers the chosen id', async () => {
    renderAsker();
    fireEvent.click(await screen.findByRole('button', { name: 'Only this one' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('one'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers null on Cancel and on Escape', async () => {
    renderAsker();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('null'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('answer')).toHaveTextContent('null');
  });
});

describe('a delete with its own query', () => {
  it('sends meta.query beside the district (a repeating activity’s scope)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, data: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ token: () => 'tok', locale: () => 'en', unauthorized: () => undefined });
    const dp = createDataProvider({ districtId: () => 4 });
    await dp.delete('community_activities', { id: 9, previousData: { id: 9 }, meta: { query: { scope: 'all' } } });
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/v3/community_activities/9');
    expect(url.searchParams.get('scope')).toBe('all');
    expect(url.searchParams.get('district_id')).toBe('4');
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('DELETE');
    vi.unstubAllGlobals();
  });
});
