import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * The unit project shares one jsdom per worker (isolate: false in vitest.config.ts): what a file
 * leaves behind (rendered trees and portals, storage, the URL, fake timers, stubbed globals and
 * spies) is cleared after it, so that the next file starts as on a fresh page.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A file run in node (`@vitest-environment node`) has no page to clear.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
