import { describe, expect, it } from 'vitest';
import { allFeatures } from '../../src/lib/features';
import { countryOf, initialSession, sessionReducer, toStored, type SessionAction } from '../../src/session/machine';
import { crossTabEffect } from '../../src/session/crossTab';
import { SESSION_KEY } from '../../src/session/storage';
import type { SessionState } from '../../src/session/types';
import { buildStored, buildUser } from './builders';

const run = (state: SessionState, ...actions: SessionAction[]) => actions.reduce(sessionReducer, state);
const loggedIn = () => run(initialSession, { type: 'loginStart' }, { type: 'loginSuccess', token: 't', user: buildUser() });
const restored = () => run(initialSession, { type: 'restore', stored: buildStored() });

describe('session state machine (spec console §4)', () => {
  it('starts logged out and stays so without a stored session', () => {
    expect(initialSession.status).toBe('log_out');
    expect(run(initialSession, { type: 'restore', stored: null }).status).toBe('log_out');
  });

  it('a stored session at start is logging_In until the server confirms it', () => {
    const s = restored();
    expect(s.status).toBe('logging_In');
    expect(s.token).toBe('tok-1');
    const ok = sessionReducer(s, { type: 'revalidated', user: buildUser({ full_name: 'Ada R.' }) });
    expect(ok.status).toBe('log_in');
    expect(ok.user?.full_name).toBe('Ada R.');
    expect(ok.listening).toBe(true);
  });

  it('a 401 while logging in ends the session marked expired, then log_out keeps the flag', () => {
    const s = sessionReducer(restored(), { type: 'unauthorized' });
    expect(s.status).toBe('logging_Out');
    expect(s.expired).toBe(true);
    const out = sessionReducer(s, { type: 'loggedOut' });
    expect(out.status).toBe('log_out');
    expect(out.expired).toBe(true);
    expect(out.token).toBeNull();
    expect(out.user).toBeNull();
  });

  it('login goes idle → loading → success and clears the expired flag', () => {
    const expired = { ...initialSession, expired: true };
    const loading = sessionReducer(expired, { type: 'loginStart' });
    expect(loading.login).toBe('loading');
    expect(loading.expired).toBe(false);
    const s = sessionReducer(loading, { type: 'loginSuccess', token: 'abc', user: buildUser() });
    expect(s).toMatchObject({ status: 'log_in', login: 'success', token: 'abc', expired: false });
    expect(s.district).toEqual({ id: 1, name: 'Borgo Navigli', default_language: 'it', currency_symbol: '€' });
  });

  it('any login failure is log_out with the message', () => {
    const s = run(initialSession, { type: 'loginStart' }, { type: 'loginFailure', message: { text: 'These credentials do not match our records.' } });
    expect(s).toMatchObject({ status: 'log_out', login: 'error', loginMessage: { text: 'These credentials do not match our records.' } });
  });

  it('a user without a dashboard district cannot sign in', () => {
    const s = run(initialSession, { type: 'loginStart' }, { type: 'loginSuccess', token: 't', user: buildUser({ dashboard_district: null }) });
    expect(s.status).toBe('log_out');
    expect(s.loginMessage).toEqual({ key: 'Errors.NoDashboardDistrict' });
  });

  it('a restored user whose district left their list must pick another (spec console §4), not log out', () => {
    const lostNavigli = buildUser({
      dashboard_district: null,
      permissions: [],
      districts: [
        { id: 2, name: 'Vila Aurora' },
        { id: 3, name: 'Cedar Park Commons' },
      ],
    });
    const s = sessionReducer(restored(), { type: 'revalidated', user: lostNavigli });
    expect(s).toMatchObject({ status: 'log_in', districtLost: true, listening: false, configuration: null, siteMap: null, siteMapData: null });
    // The district that was lost is still named, and the user's list is the server's.
    expect(s.district?.name).toBe('Borgo Navigli');
    expect(s.user?.districts.map((d) => d.id)).toEqual([2, 3]);
    expect(toStored(s)).toMatchObject({ district: { id: 1 } });

    const aurora = { id: 2, name: 'Vila Aurora', default_language: 'pt', currency_symbol: 'R$' };
    const picked = run(s, { type: 'districtSwitchStart' }, { type: 'districtSwitched', district: aurora, permissions: ['backend'] });
    expect(picked).toMatchObject({ status: 'log_in', districtLost: false, listening: true, district: aurora });
  });

  it('a failed pick keeps the user picking, live messages still paused', () => {
    const s = sessionReducer(restored(), { type: 'revalidated', user: buildUser({ dashboard_district: null }) });
    const failed = run(s, { type: 'districtSwitchStart' }, { type: 'districtSwitchFailed' });
    expect(failed).toMatchObject({ status: 'log_in', districtLost: true, listening: false });
  });

  it('the district lost while logged in (district.changed, then me) asks to pick too', () => {
    const s = sessionReducer(loggedIn(), { type: 'districtLost', user: buildUser({ dashboard_district: null, districts: [{ id: 2, name: 'Vila Aurora' }] }) });
    expect(s).toMatchObject({ status: 'log_in', districtLost: true, listening: false });
    expect(sessionReducer(initialSession, { type: 'districtLost', user: buildUser() })).toBe(initialSession);
  });

  it('a user left with no district at all is logged out with the message', () => {
    const s = sessionReducer(restored(), { type: 'revalidated', user: buildUser({ dashboard_district: null, districts: [] }) });
    expect(s.status).toBe('logging_Out');
    const out = sessionReducer(s, { type: 'loggedOut' });
    expect(out.loginMessage).toEqual({ key: 'Errors.NoDashboardDistrict' });
    expect(out.expired).toBe(false);
    expect(sessionReducer(loggedIn(), { type: 'districtLost', user: buildUser({ dashboard_district: null, districts: [] }) }).status).toBe('logging_Out');
  });

  it('logout goes through logging_Out to a reset log_out, not expired', () => {
    const s = sessionReducer(loggedIn(), { type: 'logout' });
    expect(s.status).toBe('logging_Out');
    expect(s.listening).toBe(false);
    const out = sessionReducer(s, { type: 'loggedOut' });
    expect(out).toMatchObject({ status: 'log_out', expired: false, user: null, configuration: null, siteMap: null });
  });

  it('a 401 while logged in marks the session expired', () => {
    const s = sessionReducer(loggedIn(), { type: 'unauthorized' });
    expect(s).toMatchObject({ status: 'logging_Out', expired: true });
  });

  it('ignores logout and 401 when already logged out', () => {
    expect(sessionReducer(initialSession, { type: 'logout' })).toBe(initialSession);
    expect(sessionReducer(initialSession, { type: 'unauthorized' })).toBe(initialSession);
    expect(sessionReducer(initialSession, { type: 'loggedOut' })).toBe(initialSession);
  });

  it('the session removed by another tab logs this one out, expired', () => {
    const s = sessionReducer(loggedIn(), { type: 'storageRemoved' });
    expect(s).toMatchObject({ status: 'logging_Out', expired: true });
    expect(sessionReducer(initialSession, { type: 'storageRemoved' })).toBe(initialSession);
  });

  it('district switch: pauses live messages and clears configuration and site map, then updates the district', () => {
    const withData = run(
      loggedIn(),
      { type: 'configurationLoaded', configuration: allFeatures(true) },
      { type: 'siteMapLoaded', siteMap: [] },
      { type: 'siteMapDataLoaded', data: { posts: 3 } },
    );
    const paused = sessionReducer(withData, { type: 'districtSwitchStart' });
    expect(paused).toMatchObject({ listening: false, configuration: null, siteMap: null, siteMapData: null });
    const district = { id: 2, name: 'Vila Aurora', default_language: 'pt', currency_symbol: 'R$' };
    const done = sessionReducer(paused, { type: 'districtSwitched', district, permissions: ['backend'] });
    expect(done.district).toEqual(district);
    expect(done.user?.permissions).toEqual(['backend']);
    expect(done.user?.dashboard_district?.id).toBe(2);
    expect(done.listening).toBe(true);
  });

  it('a failed switch resumes listening', () => {
    const paused = sessionReducer(loggedIn(), { type: 'districtSwitchStart' });
    expect(sessionReducer(paused, { type: 'districtSwitchFailed' }).listening).toBe(true);
  });

  it('falls back to MissDistrictName when the district has no name', () => {
    const user = buildUser({ dashboard_district: { id: 9, name: '', default_language: 'en' } });
    const s = run(initialSession, { type: 'loginStart' }, { type: 'loginSuccess', token: 't', user });
    expect(s.district?.name).toBe('MissDistrictName');
    expect(s.district?.currency_symbol).toBe('$');
  });

  it('stores only a live session; country details come from the district', () => {
    expect(toStored(initialSession)).toBeNull();
    expect(toStored(loggedIn())).toMatchObject({ token: 't', district: { id: 1 } });
    expect(countryOf(buildUser().dashboard_district)).toEqual({ date_format: 'DD/MM/YYYY', currency_symbol: '€', currency_code: 'EUR' });
    expect(countryOf(null)).toEqual({ date_format: 'DD/MM/YYYY', currency_symbol: '$', currency_code: '' });
  });

  it('ignores data loads after logout', () => {
    const out = run(loggedIn(), { type: 'logout' }, { type: 'loggedOut' });
    expect(sessionReducer(out, { type: 'configurationLoaded', configuration: allFeatures(true) })).toBe(out);
  });
});

describe('cross-tab storage events', () => {
  const stored = (districtId: number) => JSON.stringify(buildStored({ district: { id: districtId, name: 'X', default_language: 'en', currency_symbol: '$' } }));
  const live = loggedIn();

  it('another tab removing the session logs this tab out', () => {
    expect(crossTabEffect({ key: SESSION_KEY, newValue: null }, live)).toEqual({ type: 'storageRemoved' });
    expect(crossTabEffect({ key: null, newValue: null }, live)).toEqual({ type: 'storageRemoved' });
  });

  it('another tab switching district reloads this one at the dashboard', () => {
    expect(crossTabEffect({ key: SESSION_KEY, newValue: stored(2) }, live)).toEqual({ type: 'reloadAtDashboard' });
  });

  it('a tab asking to pick a district follows the district picked in another tab', () => {
    expect(crossTabEffect({ key: SESSION_KEY, newValue: stored(2) }, { ...live, listening: false, districtLost: true })).toEqual({ type: 'reloadAtDashboard' });
  });

  it('the same district, other keys, a logged-out tab or a switch in progress change nothing', () => {
    expect(crossTabEffect({ key: SESSION_KEY, newValue: stored(1) }, live)).toBeNull();
    expect(crossTabEffect({ key: 'borgo.locale', newValue: 'it' }, live)).toBeNull();
    expect(crossTabEffect({ key: SESSION_KEY, newValue: null }, initialSession)).toBeNull();
    expect(crossTabEffect({ key: SESSION_KEY, newValue: stored(2) }, { ...live, listening: false })).toBeNull();
  });
});
