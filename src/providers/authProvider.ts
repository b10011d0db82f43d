import type { AuthProvider } from 'react-admin';
import { canAccess, type AccessRequest } from '../lib/access';
import { SECTIONS } from '../registry/contracts';
import type { ResourceDeclaration } from '../registry/defineResource';
import { accessTargetOf, RESOURCES, resourceByName } from '../registry/registry';
import type { SessionStore } from '../session/store';

/**
 * react-admin's view of our session. Logging in happens on the public login page; here the
 * shell only checks, refuses and logs out. Access questions go to the one rule in lib/access.ts.
 */
export function createAuthProvider(session: SessionStore, resources: readonly ResourceDeclaration[] = RESOURCES): AuthProvider {
  /** The district flags are needed for an answer; wait for them when they are still loading. */
  const configuration = async () => {
    const s = session.getState();
    if (s.configuration || s.status !== 'log_in') return s.configuration;
    await session.loadDistrictData();
    return session.getState().configuration;
  };

  return {
    async login() {
      // The login form is a public page (pages/Login.tsx) that talks to the session directly.
    },
    async logout() {
      session.logout();
      return '/';
    },
    async checkAuth() {
      if (session.getState().status !== 'log_in') throw { redirectTo: '/', message: false };
    },
    async checkError() {
      // A 401 has already ended the session in the API client (client/api): react-admin then only
      // leaves quietly. Any other failure (403 too) is a refusal of one call: the view shows it.
      if (session.getState().status !== 'log_in') throw { redirectTo: '/', logoutUser: false, message: false };
    },
    async getIdentity() {
      const user = session.getState().user;
      if (!user) throw new Error('no session');
      return { id: user.id, fullName: user.full_name, avatar: user.cover_path ?? undefined };
    },
    async getPermissions() {
      return session.getState().user?.permissions ?? [];
    },
    async canAccess({ action, resource, record }) {
      // A declared resource is asked about by name: its flags and permissions come from the declaration.
      const declared = typeof resource === 'string' ? resourceByName(resource, resources) : undefined;
      const request: AccessRequest = { action, resource: declared ? accessTargetOf(declared) : resource, record: record as AccessRequest['record'] };
      const s = session.getState();
      return canAccess({ permissions: s.user?.permissions ?? [], configuration: await configuration() }, request, SECTIONS);
    },
  };
}
