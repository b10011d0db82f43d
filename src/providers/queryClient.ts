import { QueryClient } from '@tanstack/react-query';
import { adoptEarlyGets } from '../client/earlyGet';

/** react-admin's key of its permissions query (ra-core 5 `usePermissions` with no parameters). */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

/**
 * react-admin's query cache for the shell, starting with what the confirmed session already
 * knows. react-admin asks for the permissions as it mounts; answered here, that question settles
 * nothing later, so it no longer re-renders the whole shell a moment after it has appeared. The
 * first screen's data the entry asked for early (client/earlyGet) joins it under its page's key.
 */
export function createShellQueryClient(permissions: readonly string[]): QueryClient {
  const client = new QueryClient();
  client.setQueryData(PERMISSIONS_QUERY_KEY, [...permissions]);
  adoptEarlyGets(client);
  return client;
}
