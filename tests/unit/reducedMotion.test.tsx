import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, shellThemeOptions, themeOptions } from '../../src/theme';

function drawn(reduceMotion: boolean) {
  const { container } = render(
    <ThemeProvider theme={createTheme(shellThemeOptions(reduceMotion))}>
      <Button>Save</Button>
      <Skeleton />
    </ThemeProvider>,
  );
  // MUI mounts a button's ripple when it is first pressed.
  act(() => void fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' })));
  return container;
}

describe('less motion when the user asks for it (prefers-reduced-motion)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the system setting', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(prefersReducedMotion()).toBe(false);
  });

  it('asked: no transitions, no ripple, still skeletons; the palette is the same', () => {
    const theme = createTheme(shellThemeOptions(true));
    expect(theme.transitions.create('margin', { duration: 200 })).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.palette.primary.main).toBe(createTheme(themeOptions).palette.primary.main);
    const page = drawn(true);
    expect(page.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(page.querySelector('.MuiSkeleton-root')).not.toHaveClass('MuiSkeleton-pulse');
  });

  it('not asked: the usual motion', () => {
    const theme = createTheme(shellThemeOptions(false));
    expect(theme.transitions.create('margin', { duration: 200 })).toMatch(/^margin 200ms/);
    const page = drawn(false);
    expect(page.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(page.querySelector('.MuiSkeleton-root')).toHaveClass('MuiSkeleton-pulse');
  });
});
