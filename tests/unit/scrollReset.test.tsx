import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollReset } from '../../src/layout/ScrollReset';

afterEach(cleanup);

function app() {
  const routes = ['/backend/tags', '/backend/tags/details'].map((path) => ({ path, element: <ScrollReset /> }));
  return createMemoryRouter(routes, { initialEntries: ['/backend/tags'] });
}

describe('a page opened from another', () => {
  it('starts at the top; going back, or a change of search on one page, keeps the scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = app();
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/backend/tags/details'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/backend/tags?tab=active'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
