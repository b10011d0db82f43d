import { describe, expect, it } from 'vitest';
import { groupAccess, type AccessRow } from '../../server/services/access';
import { allFeatures, normalizeConfiguration } from '../../src/lib/features';

/**
 * What the guard makes of a user's role rows on every request (server/services/access.ts): the
 * districts with their roles, the union of the roles' permissions and the district's flags.
 */
describe('normalizeConfiguration', () => {
  it('turns off every flag a stored configuration lacks, and keeps the ones it sets', () => {
    const stored = { Posts: true, CommunityContents: { active: true, Polls: true } };
    const c = normalizeConfiguration(stored);
    expect(c.Posts).toBe(true);
    expect(c.Gate).toBe(false);
    expect(c.CommunityContents).toEqual({ ...allFeatures(false).CommunityContents, active: true, Polls: true });
    expect(c.DistrictContents).toEqual(allFeatures(false).DistrictContents);
  });

  it('gives all flags off for nothing stored, and equals the stored one when it is complete', () => {
    expect(normalizeConfiguration(null)).toEqual(allFeatures(false));
    expect(normalizeConfiguration('on')).toEqual(allFeatures(false));
    expect(normalizeConfiguration(allFeatures(true))).toEqual(allFeatures(true));
  });

  it('drops keys it does not know and values that are not booleans, inherited names included', () => {
    const stored = JSON.parse('{"Posts":"yes","Unknown":true,"DistrictContents":{"News":1,"toString":true,"__proto__":true,"Gallery":true}}');
    const c = normalizeConfiguration(stored);
    expect(c.Posts).toBe(false);
    expect(c).not.toHaveProperty('Unknown');
    expect(c.DistrictContents.News).toBe(false);
    expect(c.DistrictContents.Gallery).toBe(true);
    expect(Object.keys(c.DistrictContents).sort()).toEqual(Object.keys(allFeatures(false).DistrictContents).sort());
    expect(Object.getPrototypeOf(c.DistrictContents)).toBe(Object.prototype);
  });

  it('hands out a fresh object each time: changing one changes no other', () => {
    const a = normalizeConfiguration(null);
    a.Gate = true;
    a.DistrictContents.News = true;
    const b = normalizeConfiguration(null);
    expect(b.Gate).toBe(false);
    expect(b.DistrictContents.News).toBe(false);
  });
});

describe('groupAccess', () => {
  const row = (districtId: number, roleId: number, permissions: string[], configuration: unknown = allFeatures(true)): AccessRow => ({
    districtId,
    districtName: `District ${districtId}`,
    configuration: configuration as AccessRow['configuration'],
    roleId,
    roleName: `Role ${roleId}`,
    permissions,
  });

  it('groups the rows by district, with each role and the union of their permissions in the order first met', () => {
    const grouped = groupAccess([row(1, 10, ['a', 'b']), row(1, 11, ['b', 'c', 'a']), row(2, 12, ['c'], { Gate: true })]);
    expect(grouped).toHaveLength(2);
    expect(grouped[0]).toMatchObject({
      districtId: 1,
      districtName: 'District 1',
      roles: [
        { id: 10, name: 'Role 10' },
        { id: 11, name: 'Role 11' },
      ],
      permissions: ['a', 'b', 'c'],
    });
    expect(grouped[1].permissions).toEqual(['c']);
    expect(grouped[1].configuration.Gate).toBe(true);
    expect(grouped[1].configuration.Posts).toBe(false);
  });

  it('gives nothing for no rows', () => {
    expect(groupAccess([])).toEqual([]);
  });
});
