import type { ThemeOptions } from '@mui/material/styles';

/**
 * One palette for the public pages and the react-admin shell. System fonts only: the console
 * makes no call outside its own origin (no web-font service).
 */
export const BRAND = { primary: '#1f5f5b', secondary: '#f2c14e', background: '#f4f6f5' } as const;

export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: BRAND.primary, contrastText: '#ffffff' },
    secondary: { main: BRAND.secondary, contrastText: '#1b1b1b' },
    background: { default: BRAND.background, paper: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1e7a34' },
    warning: { main: '#8a5a00' },
    // MUI's own info blue (#0288d1) holds white text at 3.9:1 only (a chip "On hold", an info toast): 4.5:1 is WCAG AA.
    info: { main: '#0277bd' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    button: { textTransform: 'none', fontWeight: 600 },
  },
};

/**
 * What the console changes when the user asks their system for less motion
 * (`prefers-reduced-motion: reduce`, WCAG 2.3.3): no ripple on a click, no sliding, growing or
 * fading of drawers, menus and dialogs (they show and hide at once), skeletons that stand still.
 * Spinners and progress bars keep moving: they are how a wait is told, not decoration.
 */
export const reducedMotionOptions: ThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};

/** Whether the user's system asks for less motion (read once, when the shell starts). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The shell's theme: the palette, with less motion when the user asks for it. */
export function shellThemeOptions(reduceMotion = prefersReducedMotion()): ThemeOptions {
  return reduceMotion ? { ...themeOptions, ...reducedMotionOptions } : themeOptions;
}
