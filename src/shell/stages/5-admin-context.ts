// Stage 5 of the shell (see ../loadShell.ts): react-admin's context for MUI.
export { AdminContext } from 'react-admin';
