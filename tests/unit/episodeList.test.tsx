import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { CoreAdminContext, HttpError, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import en from '../../i18n/en';
import episodeLabels from '../../resources/district_podcasts/episodes/i18n';
import { EpisodeList } from '../../resources/district_podcasts/episodes/EpisodeList';
import { DialogProvider } from '../../src/components/dialogs/DialogProvider';
import { withLabels } from '../../src/contract/labels';
import { translate } from '../../src/lib/translate';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

/**
 * The episodes of a podcast and the edit-episode dialog (spec content §2, §5), as a user meets
 * them: buttons by right, the dialog's messages under their fields, the list reloaded after every
 * save or delete, even a failed one (spec content §4).
 */
const catalogue = withLabels(en, [episodeLabels.en]);
const i18nProvider: I18nProvider = {
  translate: (key, options) => translate(catalogue, key, options),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

const EPISODE = {
  id: 11,
  podcast_id: 7,
  title: { en: 'The first bridge', it: 'Il primo ponte' },
  episode_number: { en: '1', it: '1' },
  external_link: 'https://podcasts.example.org/1',
  position: 1,
};

function open(permissions: string[], provider: Partial<Record<'getList' | 'create' | 'update' | 'delete', Mock>> = {}) {
  // The district speaks Italian: the dialog opens on its tab.
  localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored({ user: buildUser({ permissions }) })));
  session.boot();
  const dataProvider = {
    getList: vi.fn().mockResolvedValue({ data: [EPISODE], total: 1, pageInfo: { hasNextPage: false, hasPreviousPage: false } }),
    create: vi.fn().mockResolvedValue({ data: { ...EPISODE, id: 12 } }),
    update: vi.fn().mockResolvedValue({ data: EPISODE }),
    delete: vi.fn().mockResolvedValue({ data: EPISODE }),
    ...provider,
  };
  render(
    <CoreAdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <DialogProvider>
        <EpisodeList podcastId={7} />
      </DialogProvider>
    </CoreAdminContext>,
  );
  return dataProvider;
}

afterEach(cleanup);

const dialog = () => screen.getByTestId('episode-dialog');
const field = (testId: string) => within(dialog()).getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

describe('episode list', () => {
  it('lists number, title in the UI language and link, with the buttons the rights allow', async () => {
    const provider = open(['podcast_view']);
    expect(await screen.findByText('The first bridge')).toBeInTheDocument();
    expect(screen.getByText('Episode 1')).toBeInTheDocument();
    // Its name starts with the address it shows (WCAG 2.5.3), then says it opens a new tab.
    expect(screen.getByRole('link', { name: /^https:\/\/podcasts.example.org\/1 ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      'https://podcasts.example.org/1',
    );
    expect(provider.getList).toHaveBeenCalledWith('podcast_episodes', expect.objectContaining({ filter: { podcast_id: [7] } }));
    expect(screen.queryByRole('button', { name: 'Add episode' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit episode/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete episode/ })).toBeNull();
    cleanup();
    open(['podcast_add', 'podcast_edit', 'podcast_delete']);
    expect(await screen.findByRole('button', { name: 'Edit episode The first bridge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete episode The first bridge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add episode' })).toBeInTheDocument();
  });

  it('says when there are no episodes', async () => {
    open(['podcast_view'], { getList: vi.fn().mockResolvedValue({ data: [], total: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false } }) });
    expect(await screen.findByText('No episodes yet.')).toBeInTheDocument();
  });
});

describe('edit-episode dialog', () => {
  it('shows each message under its field and sends nothing while they stand', async () => {
    const provider = open(['podcast_add']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add episode' }));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByTestId('error-title.it')).toHaveTextContent('Cannot be empty in language IT');
    expect(within(dialog()).getByTestId('error-episode_number.it')).toHaveTextContent('Cannot be empty in language IT');
    expect(within(dialog()).getByText('The podcast URL is required')).toBeInTheDocument();
    type('input-external_link', 'podcasts.example.org/1');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(/Invalid URL/)).toBeInTheDocument();
    // Only the current language's text counts: English alone does not fill the Italian tab.
    fireEvent.click(within(dialog()).getByRole('tab', { name: 'English' }));
    type('input-title.en', 'The bridge');
    type('input-episode_number.en', '2');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByTestId('error-title.it')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('counts up to 90 characters and cuts what goes beyond', async () => {
    open(['podcast_add']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add episode' }));
    type('input-title.it', 'x'.repeat(95));
    expect(field('input-title.it').value).toHaveLength(90);
    expect(within(dialog()).getAllByText('90/90').length).toBeGreaterThan(0);
  });

  it('fills blank languages from the current one, saves, closes and reloads the list', async () => {
    const provider = open(['podcast_add']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add episode' }));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled());
    type('input-title.it', 'Il ponte');
    type('input-episode_number.it', '2');
    type('input-external_link', 'https://podcasts.example.org/2');
    const loads = provider.getList.mock.calls.length;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    const sent = provider.create.mock.calls[0][1].data;
    expect(sent).toEqual({
      podcast_id: 7,
      translations: ['en', 'it', 'pt', 'es'].map((locale) => ({ locale, title: 'Il ponte', episode_number: '2' })),
      external_link: 'https://podcasts.example.org/2',
    });
    await waitFor(() => expect(screen.queryByTestId('episode-dialog')).toBeNull());
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(loads));
  });

  it("after a refused save keeps what was typed, shows the server's field error and still reloads the list", async () => {
    const refused = new HttpError('Invalid request', 422, { message: 'Invalid request', errors: { external_link: 'Validations.InvalidUrl' } });
    const provider = open(['podcast_edit'], { update: vi.fn().mockRejectedValue(refused) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit episode The first bridge' }));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(field('input-title.it').value).toBe('Il primo ponte');
    type('input-title.it', 'Il ponte nuovo');
    const loads = provider.getList.mock.calls.length;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1]).toMatchObject({ id: 11 });
    // The error dialog (spec console §8), then the form as it was, with the message on its field.
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(loads));
    expect(field('input-title.it').value).toBe('Il ponte nuovo');
    expect(within(dialog()).getByText(/Invalid URL/)).toBeInTheDocument();
  });
});

describe('episode delete', () => {
  it('asks first, and reloads the list even when the delete fails', async () => {
    const provider = open(['podcast_delete'], { delete: vi.fn().mockRejectedValue(new HttpError('Not found.', 404, { message: 'Not found.' })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete episode The first bridge' }));
    expect(await screen.findByText(/Do you really want to delete "The first bridge"/)).toBeInTheDocument();
    const loads = provider.getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('podcast_episodes', expect.objectContaining({ id: 11 })));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(loads));
  });
});
