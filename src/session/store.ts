import { api, failureMessage } from '../client/api';
import type { DistrictConfiguration } from '../lib/features';
import type { SiteMapEntry } from '../lib/siteMap';
import { linkLapsesAt } from '../lib/fileLinks';
import { crossTabEffect } from './crossTab';
import { countryOf, initialSession, sessionReducer, toStored, type SessionAction } from './machine';
import { readSession, writeSession } from './storage';
import type { DashboardDistrict, LoginMessage, SessionState, SessionUser } from './types';

/** Something the shell should tell the user about or act on. */
export type SessionNotice = { type: 'districtChanged'; remote: boolean; districtName: string } | { type: 'loggedOut'; expired: boolean };

export interface SessionDeps {
  reload(url: string): void;
  log(message: string, err: unknown): void;
  /**
   * A "view as" tab (src/session/preview.ts): it reads the stored session but never writes it (its
   * permissions are someone else's), and leaving it ends the preview, not the user's session.
   */
  previewing?(): boolean;
  endPreview?(): void;
}

const LOGIN_KEYS = { noMessage: 'Errors.NoMessage', general: 'Errors.Unexpected' };
/** The user's photo link is renewed this long before it lapses, and tried again no sooner than this. */
const RENEW_AHEAD_MS = 2 * 60_000;
const RENEW_RETRY_MS = 30_000;

/**
 * The session store: the reducer of machine.ts plus the effects its transitions call for
 * (storage, the API, cross-tab events). React reads it through useSession().
 */
export function createSessionStore(deps: SessionDeps) {
  let state: SessionState = initialSession;
  const listeners = new Set<() => void>();
  const noticeListeners = new Set<(n: SessionNotice) => void>();
  let loading: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  let renewal: ReturnType<typeof setTimeout> | null = null;

  const getState = () => state;
  const notify = (n: SessionNotice) => noticeListeners.forEach((fn) => fn(n));

  function dispatch(action: SessionAction): SessionState {
    const prev = state;
    state = sessionReducer(state, action);
    if (state === prev) return state;
    // Only a live session is written; clearing happens in the logout effect alone, so a tab that
    // is logged out never wipes the session another tab has just stored.
    if (state.status === 'log_in' && !deps.previewing?.()) writeSession(toStored(state), countryOf(state.user?.dashboard_district));
    if (state.status !== prev.status || state.user?.cover_path !== prev.user?.cover_path) scheduleRenewal();
    listeners.forEach((fn) => fn());
    if (state.status === 'logging_Out' && prev.status !== 'logging_Out') void finishLogout(prev.status === 'log_in' && !state.expired);
    return state;
  }

  /**
   * The user's photo is private: its link, signed for this session, lapses within minutes (issue 13).
   * The user object is kept for the whole session, so the link is read again from `auth/me` before.
   */
  function scheduleRenewal() {
    if (renewal) clearTimeout(renewal);
    renewal = null;
    const lapses = state.status === 'log_in' ? linkLapsesAt(state.user?.cover_path) : null;
    if (lapses !== null) renewal = setTimeout(renewPhotoLink, Math.max(RENEW_RETRY_MS, lapses - RENEW_AHEAD_MS - Date.now()));
  }

  async function renewPhotoLink() {
    renewal = null;
    if (state.status !== 'log_in') return;
    try {
      const { data } = await api<SessionUser>('/auth/me');
      if (state.status === 'log_in' && state.user?.id === data.id) dispatch({ type: 'userUpdated', user: { cover_path: data.cover_path } });
    } catch (err) {
      // A 401 has ended the session already; otherwise (offline) it is tried again a little later.
      deps.log('photo link renewal failed', err);
    } finally {
      if (!renewal) scheduleRenewal();
    }
  }

  async function finishLogout(revoke: boolean) {
    // Forgotten at once, before the revoke: a tab closed while it is on its way (or a server that
    // never answers it) must not leave a session that the next visit would restore. The revoke
    // reads the token from the state, which keeps it until `loggedOut`.
    writeSession(null, null);
    if (revoke) {
      // The token is still good: revoke it on the server too. A failure is only logged (spec §8).
      await api('/auth/logout', { method: 'POST' }).catch((err) => deps.log('logout failed', err));
    }
    const expired = state.expired;
    dispatch({ type: 'loggedOut' });
    notify({ type: 'loggedOut', expired });
  }

  function onStorage(event: { key: string | null; newValue: string | null }) {
    const effect = crossTabEffect(event, state);
    if (effect?.type === 'storageRemoved') dispatch({ type: 'storageRemoved' });
    else if (effect?.type === 'reloadAtDashboard') deps.reload('/backend/dashboard');
  }

  async function checkStored(): Promise<void> {
    const stored = state.user;
    try {
      const { data } = await api<SessionUser>('/auth/me');
      dispatch({ type: 'revalidated', user: data });
    } catch (err) {
      // A 401 has already ended the session (the API client's hook, configured in ./index).
      // Otherwise the server could not be asked (offline, restarting): carry on with what was stored.
      if (state.status !== 'logging_In' || !stored) return;
      deps.log('session check failed', err);
      dispatch({ type: 'revalidated', user: stored });
    }
  }

  return {
    getState,
    dispatch,
    subscribe(fn: () => void): () => void {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    onNotice(fn: (n: SessionNotice) => void): () => void {
      noticeListeners.add(fn);
      return () => void noticeListeners.delete(fn);
    },
    onStorage,

    /** At start: a stored session means logging_In until the server confirms it. */
    boot() {
      const stored = readSession();
      // A preview reads its site map and flags again, for the previewed permissions.
      dispatch({ type: 'restore', stored: stored && deps.previewing?.() ? { ...stored, configuration: null, siteMap: null } : stored });
    },

    /**
     * Re-validates a restored session once (the wait screen shows meanwhile). The entry starts it
     * at boot, beside the language catalogue; a second call while it runs shares the same check.
     */
    revalidate(): Promise<void> {
      if (state.status !== 'logging_In') return Promise.resolve();
      checking ??= checkStored().finally(() => {
        checking = null;
      });
      return checking;
    },

    async login(email: string, password: string, language: string): Promise<void> {
      dispatch({ type: 'loginStart' });
      try {
        const { data } = await api<SessionUser & { access_token: string }>('/auth/login', {
          method: 'POST',
          body: { email: email.trim().toLowerCase(), password, language },
        });
        const { access_token, ...user } = data;
        dispatch({ type: 'loginSuccess', token: access_token, user });
      } catch (err) {
        const message: LoginMessage = failureMessage(err, LOGIN_KEYS);
        dispatch({ type: 'loginFailure', message });
      }
    },

    logout() {
      // In a "view as" tab the session is the user's own, shared with their other tabs: only the preview ends.
      if (deps.previewing?.() && deps.endPreview) return deps.endPreview();
      dispatch({ type: 'logout' });
    },

    /** A 401 from any logged-in call (the API client's hook, ./index): the session lapsed (spec console §4). */
    unauthorized() {
      dispatch({ type: 'unauthorized' });
    },

    /** Configuration, site map and waiting counts of the current district; one load at a time. */
    loadDistrictData(force = false): Promise<void> {
      if (loading && !force) return loading;
      const districtId = state.district?.id;
      if (state.status !== 'log_in' || state.districtLost || !districtId) return Promise.resolve();
      const query = { district_id: districtId };
      const same = () => state.district?.id === districtId;
      const run = Promise.all([
        api<DistrictConfiguration>('/districts/configuration', { query }).then(
          ({ data }) => same() && dispatch({ type: 'configurationLoaded', configuration: data }),
        ),
        api<SiteMapEntry[]>('/site-map', { query }).then(({ data }) => same() && dispatch({ type: 'siteMapLoaded', siteMap: data })),
        this.refreshSiteMapData(),
      ])
        .then(() => undefined)
        .catch((err) => deps.log('district data failed', err))
        .finally(() => {
          if (loading === run) loading = null;
        });
      loading = run;
      return run;
    },

    async refreshSiteMapData(): Promise<void> {
      const districtId = state.district?.id;
      if (state.status !== 'log_in' || state.districtLost || !districtId) return;
      try {
        const { data } = await api<{ waiting: Record<string, number> }>('/site-map/data', { query: { district_id: districtId } });
        if (state.district?.id === districtId) dispatch({ type: 'siteMapDataLoaded', data: data.waiting ?? {} });
      } catch (err) {
        deps.log('waiting counts failed', err); // only logged (spec console §8)
      }
    },

    /** The user picks another district (spec console §4 "District switch"). */
    async switchDistrict(districtId: number): Promise<boolean> {
      if (state.status !== 'log_in' || state.district?.id === districtId) return false;
      dispatch({ type: 'districtSwitchStart' });
      try {
        const { data } = await api<{ dashboard_district: DashboardDistrict; permissions: string[] }>('/auth/select-district', {
          method: 'POST',
          body: { selected_district: districtId },
        });
        dispatch({ type: 'districtSwitched', district: data.dashboard_district, permissions: data.permissions });
        notify({ type: 'districtChanged', remote: false, districtName: state.district?.name ?? '' });
        void this.loadDistrictData(true);
        return true;
      } catch (err) {
        deps.log('district selection failed', err);
        // After a 401 the session is already ending, and both of these leave it be.
        dispatch({ type: 'districtSwitchFailed' });
        void this.loadDistrictData(true);
        return false;
      }
    },

    /** The server says this user's district changed elsewhere (live `district.changed`). */
    async remoteDistrictChange(event: { user_id: number; district_id: number; district_name: string }): Promise<void> {
      if (state.status !== 'log_in' || !state.listening || state.user?.id !== event.user_id) return;
      if (state.district?.id === event.district_id) return;
      dispatch({ type: 'districtSwitchStart' });
      try {
        const { data } = await api<SessionUser>('/auth/me');
        if (!data.dashboard_district) {
          dispatch({ type: 'districtLost', user: data });
          return;
        }
        dispatch({ type: 'districtSwitched', district: data.dashboard_district, permissions: data.permissions });
        dispatch({ type: 'userUpdated', user: data });
        notify({ type: 'districtChanged', remote: true, districtName: state.district?.name ?? event.district_name });
        void this.loadDistrictData(true);
      } catch {
        dispatch({ type: 'districtSwitchFailed' });
      }
    },

    /**
     * What the user holds changed (live `access.changed`, or their own roles saved): the session,
     * the sidebar and every access check read it again. Losing the current district asks for
     * another (spec console §4); the district otherwise stays.
     */
    async refreshAccess(): Promise<boolean> {
      if (state.status !== 'log_in') return false;
      const userId = state.user?.id;
      try {
        const { data } = await api<SessionUser>('/auth/me');
        if (state.status !== 'log_in' || state.user?.id !== userId) return false;
        if (!data.dashboard_district) {
          dispatch({ type: 'districtLost', user: data });
          return true;
        }
        if (data.dashboard_district.id !== state.district?.id) {
          // Another tab switched district meanwhile: follow it as a remote switch does.
          await this.remoteDistrictChange({ user_id: data.id, district_id: data.dashboard_district.id, district_name: data.dashboard_district.name });
          return true;
        }
        dispatch({ type: 'userUpdated', user: { permissions: data.permissions, districts: data.districts, roles_by_district: data.roles_by_district } });
        await this.loadDistrictData(true);
        return true;
      } catch (err) {
        deps.log('access refresh failed', err);
        return false;
      }
    },

    updateUser(user: Partial<SessionUser>) {
      dispatch({ type: 'userUpdated', user });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
