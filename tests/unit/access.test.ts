import { describe, expect, it } from 'vitest';
import { canAccess, kindOf, sectionForPath, type AccessRequest } from '../../src/lib/access';
import { allFeatures } from '../../src/lib/features';
import type { Section } from '../../src/lib/sections';

const on = allFeatures(true);
const off = allFeatures(false);
const subject = (permissions: string[], configuration = on) => ({ permissions, configuration });

describe('canAccess (spec console §6)', () => {
  it('dashboard and profile need nothing', () => {
    expect(canAccess(subject([], off), { action: 'list', resource: 'dashboard' })).toBe(true);
    expect(canAccess(subject([], null as never), { action: 'list', resource: 'profile' })).toBe(true);
  });

  it('a section needs its district flag on and any one of its permissions', () => {
    expect(canAccess(subject(['posts_view']), { action: 'list', resource: 'posts' })).toBe(true);
    expect(canAccess(subject(['posts_delete']), { action: 'list', resource: 'posts' })).toBe(true);
    expect(canAccess(subject(['posts_view'], off), { action: 'list', resource: 'posts' })).toBe(false);
    expect(canAccess(subject(['events_view']), { action: 'list', resource: 'posts' })).toBe(false);
  });

  it('a nested flag needs its group on too', () => {
    const config = { ...on, CommunityContents: { ...on.CommunityContents, active: false } };
    expect(canAccess(subject(['events_view'], config), { action: 'list', resource: 'community_activities' })).toBe(false);
  });

  it('sections without a flag (users, settings) need only the permission', () => {
    expect(canAccess(subject(['users_view'], off), { action: 'list', resource: 'users' })).toBe(true);
    expect(canAccess(subject([], off), { action: 'list', resource: 'users' })).toBe(false);
  });

  const matrix: [string[], AccessRequest, boolean][] = [
    [['tags_add'], { action: 'form', resource: 'tags' }, true],
    [['tags_edit'], { action: 'form', resource: 'tags' }, false],
    [['tags_edit'], { action: 'form', resource: 'tags', targetId: 7 }, true],
    [['tags_delete'], { action: 'form', resource: 'tags', targetId: 7 }, true],
    [['tags_backoffice_view'], { action: 'form', resource: 'tags', targetId: 7 }, false],
    [['tags_edit'], { action: 'edit', resource: 'tags', record: { id: 3 } }, true],
    [['tags_edit'], { action: 'edit', resource: 'tags', record: { id: '' } }, false],
    [['tags_add'], { action: 'create', resource: 'tags' }, true],
    [['tags_edit'], { action: 'create', resource: 'tags' }, false],
    [['tags_delete'], { action: 'delete', resource: 'tags' }, true],
    [['tags_edit'], { action: 'delete', resource: 'tags' }, false],
    [['push_notifications_send'], { action: 'create', resource: 'notifications' }, true],
    [['visitors_add'], { action: 'form', resource: 'gate_visitors' }, true],
    [['visitors_view'], { action: 'form', resource: 'gate_visitors', targetId: 1 }, false],
  ];
  it.each(matrix)('%j %j → %s', (perms, request, expected) => {
    expect(canAccess(subject(perms), request)).toBe(expected);
  });

  it('switching district and the manual need backend (exact match)', () => {
    expect(canAccess(subject(['backend']), { action: 'switch_district' })).toBe(true);
    expect(canAccess(subject(['backend_view', 'users_view']), { action: 'switch_district' })).toBe(false);
    expect(canAccess(subject(['backend']), { action: 'manual' })).toBe(true);
  });

  it('unknown sections are refused; inline targets work like sections', () => {
    expect(canAccess(subject(['backend']), { action: 'list', resource: 'nope' })).toBe(false);
    const target = { feature: 'Posts' as const, permissions: ['posts_view' as const] };
    expect(canAccess(subject(['posts_view']), { action: 'list', resource: target })).toBe(true);
    expect(canAccess(subject(['posts_view'], off), { action: 'list', resource: target })).toBe(false);
  });

  it('a custom section list can be passed', () => {
    const sections: Section[] = [{ id: 'x', route: '/backend/x', parent: null, highOrder: false, permissions: ['cities_view'] }];
    expect(canAccess(subject(['cities_view']), { action: 'list', resource: 'x' }, sections)).toBe(true);
  });

  it('reads the kind of a permission from its name', () => {
    expect(['posts_add', 'push_notifications_send', 'posts_edit', 'posts_delete', 'district_contents_staff_view'].map(kindOf)).toEqual(['add', 'add', 'edit', 'delete', 'view']);
  });

  it('finds the section of a path by its longest route', () => {
    expect(sectionForPath('/backend/community/news/form')?.id).toBe('community_news');
    expect(sectionForPath('/backend/settings/cities')?.id).toBe('settings_cities');
    expect(sectionForPath('/backend/gate/visitors/invitation')?.id).toBe('gate_visitors');
    expect(sectionForPath('/backend/nothing')).toBeUndefined();
  });
});
