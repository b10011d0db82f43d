import type { DistrictConfiguration } from '../lib/features';
import type { SiteMapEntry } from '../lib/siteMap';
import type { PreviewInfo } from '../contract/preview';

/** The country of the current district, kept apart from the session (spec console §3). */
export interface CountryDetails {
  date_format: string;
  currency_symbol: string;
  currency_code: string;
}

export const DEFAULT_COUNTRY: CountryDetails = { date_format: 'DD/MM/YYYY', currency_symbol: '$', currency_code: '' };

export interface DashboardDistrict {
  id: number;
  name: string;
  default_language: string;
  currency_symbol?: string;
  /** IANA time zone: the district's times are shown and picked in it (absent in a session stored before). */
  time_zone?: string;
  city?: {
    id: number;
    name: string;
    country: { id: number; name: string; code: string; currency_code: string; currency_symbol: string; date_format: string };
  };
}

export interface RolesByDistrict {
  district_id: number;
  district_name: string;
  roles: { id: number; name: string }[];
  permissions: string[];
}

/** The stored user object as login and `auth/me` return it (spec console §3). */
export interface SessionUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string | null;
  cover_path: string | null;
  level?: string;
  permissions: string[];
  districts: { id: number; name: string }[];
  roles_by_district: RolesByDistrict[];
  dashboard_district: DashboardDistrict | null;
  /** Only in a "view as" tab: whose console this is (src/contract/preview.ts). */
  preview?: PreviewInfo;
}

export type SessionStatus = 'log_out' | 'log_in' | 'logging_In' | 'logging_Out';
export type LoginState = 'idle' | 'loading' | 'success' | 'error';

/** A failure to show on the login screen: the server's own text, or a catalogue key. */
export type LoginMessage = { text: string } | { key: string };

/** The current district as the session keeps it; the name falls back to 'MissDistrictName'. */
export interface CurrentDistrict {
  id: number;
  name: string;
  default_language: string;
  currency_symbol: string;
}

export interface SessionState {
  status: SessionStatus;
  login: LoginState;
  loginMessage: LoginMessage | null;
  /** Set when the session lapsed or vanished; the login screen then says so. Cleared at login. */
  expired: boolean;
  token: string | null;
  user: SessionUser | null;
  district: CurrentDistrict | null;
  configuration: DistrictConfiguration | null;
  siteMap: SiteMapEntry[] | null;
  /** Waiting items per section id, for the sidebar bubbles. */
  siteMapData: Record<string, number> | null;
  /** Live messages are paused while the district changes. */
  listening: boolean;
  /**
   * The current district is no longer among the user's districts (spec console §4): the user
   * must pick another before going on. `district` still names the one that was lost.
   */
  districtLost: boolean;
}

/** What local storage keeps under `borgo.session`. */
export interface StoredSession {
  token: string;
  user: SessionUser;
  district: CurrentDistrict;
  configuration: DistrictConfiguration | null;
  siteMap: SiteMapEntry[] | null;
}
