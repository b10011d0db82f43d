import { describe, expect, it } from 'vitest';
import { birthDateError, districtRolesErrors, houseErrors, outranksEditor, phoneRemovalDissociates, USER_RULES } from '../../resources/users/rules';
import { V } from '../../src/lib/formats';

/** The users' rules of content §5, pure: the form and the server apply the same ones. */
describe('user rules', () => {
  it('a right cannot be associated before a house; a house needs a right', () => {
    expect(houseErrors(null, 'owner')).toEqual({ relation: USER_RULES.RightBeforeHouse });
    expect(houseErrors(7, null)).toEqual({ relation: V.SelectAnOption });
    expect(houseErrors(7, 'tenant')).toEqual({});
    expect(houseErrors(null, null)).toEqual({});
    expect(houseErrors(undefined, '')).toEqual({});
  });

  it('removing the phone of a user with a house dissociates them (and only then)', () => {
    expect(phoneRemovalDissociates({ phone: '+390212345678', apartment_id: 3 }, null)).toBe(true);
    expect(phoneRemovalDissociates({ phone: '+390212345678', apartment_id: 3 }, '')).toBe(true);
    expect(phoneRemovalDissociates({ phone: '+390212345678', apartment_id: 3 }, '+390298765432')).toBe(false);
    expect(phoneRemovalDissociates({ phone: '+390212345678', apartment_id: null }, null)).toBe(false);
    expect(phoneRemovalDissociates({ phone: null, apartment_id: 3 }, null)).toBe(false);
    expect(phoneRemovalDissociates(undefined, null)).toBe(false);
  });

  it('a birth date is not after today nor before 1800', () => {
    expect(birthDateError('1990-04-21', '2026-11-28')).toBeNull();
    expect(birthDateError('2026-11-28', '2026-11-28')).toBeNull();
    expect(birthDateError('2026-11-29', '2026-11-28')).toBe(V.DateNotFuture);
    expect(birthDateError('1799-12-31', '2026-11-28')).toBe(V.DateInvalid);
  });

  it('every district keeps a role, and the user a district', () => {
    expect(districtRolesErrors([{ district_id: 1, role_ids: [] }])).toEqual({ 'district.1': V.RoleRequiredPerDistrict });
    expect(districtRolesErrors([])).toEqual({ districts: V.UserNeedsDistrict });
  });
  it('a user who can do more than the editor somewhere is not theirs to change', () => {
    const editor = [{ districtId: 1, permissions: ['users_edit', 'users_view', 'tags_add'] }];
    expect(outranksEditor(editor, [{ districtId: 1, permissions: ['tags_add'] }])).toBe(false);
    expect(outranksEditor(editor, [{ districtId: 1, permissions: [] }])).toBe(false);
    // A permission the editor lacks, or a district the editor is not in.
    expect(outranksEditor(editor, [{ districtId: 1, permissions: ['roles_edit'] }])).toBe(true);
    expect(
      outranksEditor(editor, [
        { districtId: 1, permissions: ['tags_add'] },
        { districtId: 2, permissions: [] },
      ]),
    ).toBe(true);
  });
});
