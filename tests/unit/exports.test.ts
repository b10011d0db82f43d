import { describe, expect, it } from 'vitest';
import { EXPORT_TARGETS, periodIncludesToday, targetsFor } from '../../resources/exports/constants';
import { exportStatus, isInProgress } from '../../resources/exports/status';

describe('an export’s status in the API’s words', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const later = new Date('2026-03-11T12:00:00Z');
  const before = new Date('2026-03-09T12:00:00Z');

  it('says queued for a job not yet claimed, and keeps the worker’s other steps', () => {
    expect(exportStatus({ status: 'pending', availableUntil: null }, now)).toBe('queued');
    expect(exportStatus({ status: 'running', availableUntil: null }, now)).toBe('running');
    expect(exportStatus({ status: 'failed', availableUntil: null }, now)).toBe('failed');
    expect(exportStatus({ status: 'empty', availableUntil: before }, now)).toBe('empty');
  });

  it('says expired for a completed export past its date (or without one), completed before it', () => {
    expect(exportStatus({ status: 'completed', availableUntil: later }, now)).toBe('completed');
    expect(exportStatus({ status: 'completed', availableUntil: before }, now)).toBe('expired');
    expect(exportStatus({ status: 'completed', availableUntil: now }, now)).toBe('expired');
    expect(exportStatus({ status: 'completed', availableUntil: null }, now)).toBe('expired');
  });

  it('is in progress while queued or running only', () => {
    expect(['queued', 'running', 'completed', 'empty', 'failed', 'expired'].filter((s) => isInProgress(s as never))).toEqual(['queued', 'running']);
  });
});

describe('the export targets a user may ask for', () => {
  it('are those whose permission the user holds, in the registry’s order', () => {
    expect(EXPORT_TARGETS).toEqual(['posts', 'visitors', 'login_logs', 'users', 'person']);
    expect(targetsFor(['export_view'])).toEqual(['posts']);
    expect(targetsFor(['visitors_view', 'export_view'])).toEqual(['posts', 'visitors']);
    expect(targetsFor(['login_log_view', 'visitors_view'])).toEqual(['visitors', 'login_logs']);
    expect(targetsFor(['users_view'])).toEqual(['users']);
    expect(targetsFor(['exported_iot_documents_view'])).toEqual([]);
    // A data subject's archive is asked for from the person's page, never from the dialog.
    expect(targetsFor(['privacy_manage', 'users_view'])).toEqual(['users']);
  });

  it('end before today, but for the gate report, the login log and the users, whose today counts', () => {
    expect(EXPORT_TARGETS.filter(periodIncludesToday)).toEqual(['visitors', 'login_logs', 'users']);
  });
});
