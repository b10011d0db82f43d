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
