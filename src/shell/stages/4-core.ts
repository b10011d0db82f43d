// Stage 4 of the shell (see ../loadShell.ts): react-admin's core and react-query.
export { CoreAdminContext } from 'ra-core';
export { QueryClient } from '@tanstack/react-query';
