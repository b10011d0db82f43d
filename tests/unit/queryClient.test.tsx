import { render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore, usePermissions, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createShellQueryClient } from '../../src/providers/queryClient';

function Permissions() {
  const { permissions, isPending } = usePermissions();
  return <p data-testid="permissions">{isPending ? 'pending' : (permissions as string[]).join(',')}</p>;
}

describe('the shell query client', () => {
  it("answers react-admin's permissions question from the session at the first render, without asking again", () => {
    const getPermissions = vi.fn().mockResolvedValue(['other']);
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions,
    };
    render(
      <CoreAdminContext authProvider={authProvider} queryClient={createShellQueryClient(['backend', 'tags_add'])} store={memoryStore()}>
        <Permissions />
      </CoreAdminContext>,
    );
    // Not "pending" first: the answer is there when the shell mounts (so no second render of it).
    expect(screen.getByTestId('permissions')).toHaveTextContent('backend,tags_add');
    expect(getPermissions).not.toHaveBeenCalled();
  });
});
