import type { DistrictConfiguration } from '../lib/features';
import type { SiteMapEntry } from '../lib/siteMap';
import type { CountryDetails, CurrentDistrict, DashboardDistrict, LoginMessage, SessionState, SessionUser, StoredSession } from './types';
import { DEFAULT_COUNTRY } from './types';

/**
 * The session state machine of spec console §4, as a pure reducer: no storage, no network, no
 * timers. The store (store.ts) runs the effects that some transitions call for.
 *
 *   log_out ──login ok──▶ log_in ──logout / 401 / storage removed──▶ logging_Out ──cleared──▶ log_out
 *   (start with a stored session) logging_In ──me ok──▶ log_in ; ──401──▶ logging_Out (expired)
 *   log_in / logging_In ──the current district left the user's list──▶ log_in + districtLost
 *     ──districtSwitched──▶ log_in ; with no district left at all, logging_Out (no dashboard district)
 */
export type SessionAction =
  | { type: 'restore'; stored: StoredSession | null }
  | { type: 'revalidated'; user: SessionUser }
  | { type: 'loginStart' }
  | { type: 'loginSuccess'; token: string; user: SessionUser }
  | { type: 'loginFailure'; message: LoginMessage }
  | { type: 'noDashboardDistrict' }
  | { type: 'districtLost'; user: SessionUser }
  | { type: 'unauthorized' }
  | { type: 'logout' }
  | { type: 'loggedOut' }
  | { type: 'storageRemoved' }
  | { type: 'districtSwitchStart' }
  | { type: 'districtSwitched'; district: DashboardDistrict; permissions?: string[] }
  | { type: 'districtSwitchFailed' }
  | { type: 'userUpdated'; user: Partial<SessionUser> }
  | { type: 'configurationLoaded'; configuration: DistrictConfiguration }
  | { type: 'siteMapLoaded'; siteMap: SiteMapEntry[] }
  | { type: 'siteMapDataLoaded'; data: Record<string, number> };

export const MISSING_DISTRICT_NAME = 'MissDistrictName';
export const NO_DASHBOARD_DISTRICT_KEY = 'Errors.NoDashboardDistrict';

export const initialSession: SessionState = {
  status: 'log_out',
  login: 'idle',
  loginMessage: null,
  expired: false,
  token: null,
  user: null,
  district: null,
  configuration: null,
  siteMap: null,
  siteMapData: null,
  listening: false,
  districtLost: false,
};

export function toCurrentDistrict(d: DashboardDistrict): CurrentDistrict {
  return {
    id: d.id,
    name: d.name || MISSING_DISTRICT_NAME,
    default_language: d.default_language || 'en',
    currency_symbol: d.currency_symbol ?? d.city?.country.currency_symbol ?? DEFAULT_COUNTRY.currency_symbol,
  };
}

export function countryOf(d: DashboardDistrict | null | undefined): CountryDetails {
  const c = d?.city?.country;
  return {
    date_format: c?.date_format || DEFAULT_COUNTRY.date_format,
    currency_symbol: c?.currency_symbol || d?.currency_symbol || DEFAULT_COUNTRY.currency_symbol,
    currency_code: c?.currency_code || DEFAULT_COUNTRY.currency_code,
  };
}

const ending = (state: SessionState, expired: boolean): SessionState => ({
  ...state,
  status: 'logging_Out',
  expired: state.expired || expired,
  listening: false,
});

/** A fresh logged-out state keeps only what the login screen must still say. */
const loggedOut = (state: SessionState): SessionState => ({
  ...initialSession,
  expired: state.expired,
  loginMessage: state.loginMessage,
  login: state.loginMessage ? 'error' : 'idle',
});

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'restore':
      if (!action.stored) return { ...initialSession, expired: state.expired };
      return {
        ...state,
        status: 'logging_In',
        token: action.stored.token,
        user: action.stored.user,
        district: action.stored.district,
        configuration: action.stored.configuration,
        siteMap: action.stored.siteMap,
      };
    case 'revalidated':
      if (state.status !== 'logging_In') return state;
      if (!action.user.dashboard_district) return sessionReducer(state, { type: 'districtLost', user: action.user });
      return withUser({ ...state, status: 'log_in', listening: true, districtLost: false }, action.user);
    case 'loginStart':
      if (state.status !== 'log_out') return state;
      return { ...state, login: 'loading', loginMessage: null, expired: false };
    case 'loginSuccess':
      if (state.status !== 'log_out') return state;
      if (!action.user.dashboard_district) {
        return { ...state, login: 'error', loginMessage: { key: NO_DASHBOARD_DISTRICT_KEY } };
      }
      return withUser(
        {
          ...state,
          status: 'log_in',
          login: 'success',
          loginMessage: null,
          expired: false,
          token: action.token,
          listening: true,
          configuration: null,
          siteMap: null,
          siteMapData: null,
        },
        action.user,
      );
    case 'loginFailure':
      return { ...loggedOut(state), login: 'error', loginMessage: action.message, status: 'log_out' };
    case 'districtLost':
      if (state.status !== 'log_in' && state.status !== 'logging_In') return state;
      // Spec console §4: another district of the user's list is to be picked; with none, no dashboard district.
      if (action.user.districts.length === 0) return sessionReducer(state, { type: 'noDashboardDistrict' });
      return { ...state, status: 'log_in', user: action.user, districtLost: true, listening: false, configuration: null, siteMap: null, siteMapData: null };
    case 'noDashboardDistrict':
      return { ...ending(state, false), loginMessage: { key: NO_DASHBOARD_DISTRICT_KEY }, login: 'error' };
    case 'unauthorized':
      if (state.status === 'log_out' || state.status === 'logging_Out') return state;
      return ending(state, true);
    case 'storageRemoved':
      if (state.status !== 'log_in' && state.status !== 'logging_In') return state;
      return ending(state, true);
    case 'logout':
      if (state.status === 'log_out' || state.status === 'logging_Out') return state;
      return ending(state, false);
    case 'loggedOut':
      return state.status === 'logging_Out' ? loggedOut(state) : state;
    case 'districtSwitchStart':
      if (state.status !== 'log_in') return state;
      return { ...state, listening: false, configuration: null, siteMap: null, siteMapData: null };
    case 'districtSwitched': {
      if (state.status !== 'log_in' || !state.user) return state;
      const user: SessionUser = {
        ...state.user,
        dashboard_district: action.district,
        permissions: action.permissions ?? state.user.permissions,
      };
      return { ...state, user, district: toCurrentDistrict(action.district), listening: true, districtLost: false };
    }
    case 'districtSwitchFailed':
      // While a district is to be picked there is nothing to listen for.
      return state.status === 'log_in' ? { ...state, listening: !state.districtLost } : state;
    case 'userUpdated':
      if (!state.user) return state;
      return { ...state, user: { ...state.user, ...action.user } };
    case 'configurationLoaded':
      return state.status === 'log_in' ? { ...state, configuration: action.configuration } : state;
    case 'siteMapLoaded':
      return state.status === 'log_in' ? { ...state, siteMap: action.siteMap } : state;
    case 'siteMapDataLoaded':
      return state.status === 'log_in' ? { ...state, siteMapData: action.data } : state;
  }
}

function withUser(state: SessionState, user: SessionUser): SessionState {
  const district = user.dashboard_district ? toCurrentDistrict(user.dashboard_district) : state.district;
  // A different district than the stored one means its configuration and site map are stale.
  const stale = state.district !== null && district !== null && state.district.id !== district.id;
  return {
    ...state,
    user,
    district,
    configuration: stale ? null : state.configuration,
    siteMap: stale ? null : state.siteMap,
    siteMapData: stale ? null : state.siteMapData,
  };
}

/** What local storage should hold for a state: only a logged-in session is kept. */
export function toStored(state: SessionState): StoredSession | null {
  if ((state.status !== 'log_in' && state.status !== 'logging_In') || !state.token || !state.user || !state.district) return null;
  return { token: state.token, user: state.user, district: state.district, configuration: state.configuration, siteMap: state.siteMap };
}
