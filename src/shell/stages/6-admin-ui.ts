// Stage 6 of the shell (see ../loadShell.ts): react-admin's UI (routes, layout, pages).
export { AdminUI } from 'react-admin';
