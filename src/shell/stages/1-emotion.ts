// Stage 1 of the shell (see ../loadShell.ts): emotion, the CSS-in-JS engine under MUI.
export { CacheProvider, ThemeContext } from '@emotion/react';
export { default as emotionStyled } from '@emotion/styled';
