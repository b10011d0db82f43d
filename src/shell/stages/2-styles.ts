// Stage 2 of the shell (see ../loadShell.ts): MUI's styling system and its default theme.
export { createTheme, styled, ThemeProvider } from '@mui/material/styles';
export { default as Box } from '@mui/material/Box';
export { default as Typography } from '@mui/material/Typography';
