import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { includeEntityLabels, loadMessages } from '../../src/i18n/locale';
import { ShellSkeleton } from '../../src/layout/ShellSkeleton';
import { allFeatures } from '../../src/lib/features';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

const RESERVATIONS = '/backend/tools_reservations';

/** The wait screen of the tool reservations list for a stored session, its heading drawn. */
async function waitScreen(configuration: ReturnType<typeof allFeatures> | null, permissions: string[]) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored({ user: buildUser({ permissions }), configuration })));
  session.boot();
  window.history.pushState(null, '', RESERVATIONS);
  const { container } = render(<ShellSkeleton />);
  await screen.findByRole('heading', { level: 1, name: 'Tool reservations' });
  return container;
}

beforeEach(async () => {
  await loadMessages('en');
  await includeEntityLabels();
  // The early rows' first page is not what these tests look at: every call waits.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.pushState(null, '', '/');
});

/**
 * A list's Create button has its room beside the wait screen's heading (issue 11: on a phone the
 * heading wraps as beside the button). The room is decided once, from what the stored session
 * says: it must not come later with the district's flags and wrap the heading under early rows.
 */
describe("the wait screen's room for a list's Create button", () => {
  it('is kept for a user who may add, though the stored session has not read the district’s flags yet', async () => {
    const container = await waitScreen(null, ['backend', 'equipment_reservations_add']);
    expect(container.querySelector('.b-skel-create')).not.toBeNull();
  });

  it('follows the flags once they are known, and the rights always', async () => {
    const off = { ...allFeatures(true), Tools: false };
    expect((await waitScreen(off, ['backend', 'equipment_reservations_add'])).querySelector('.b-skel-create')).toBeNull();
    cleanup();
    expect((await waitScreen(allFeatures(true), ['backend', 'equipment_reservations_add'])).querySelector('.b-skel-create')).not.toBeNull();
    cleanup();
    expect((await waitScreen(null, ['backend', 'equipment_reservations_view'])).querySelector('.b-skel-create')).toBeNull();
  });
});
