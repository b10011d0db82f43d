import { describe, expect, it } from 'vitest';
import { issuesToFormErrors } from '../../src/client/formRules';
import { POST_TITLE_MAX, STATUS_BUTTONS } from '../../resources/posts/contract';
import { badgeOf, canSwitchOff, contactErrors, statusOfButton } from '../../resources/posts/rules';
import { postInput } from '../../resources/posts/schema';

/** Spec content §4 and §5 "Post form": the rules the form and the server share. */
describe('post contact options', () => {
  it('keeps at least one contact displayed', () => {
    expect(contactErrors({ display_email: false, display_telephone: false })).toEqual({ display_email: 'Validations.SelectAnOption' });
    expect(canSwitchOff(true)).toBe(true);
    expect(canSwitchOff(false)).toBe(false);
    expect(canSwitchOff(undefined)).toBe(false);
  });

  it('needs a displayed phone, of at least 3 digits', () => {
    expect(contactErrors({ display_email: true, contact_email: 'a@b.it', display_telephone: true, contact_telephone: ' ' })).toEqual({
      contact_telephone: 'Validations.FieldNotNull',
    });
    expect(contactErrors({ display_email: true, contact_email: 'a@b.it', display_telephone: true, contact_telephone: '12' })).toEqual({
      contact_telephone: 'Validations.InvalidContactPhone',
    });
    expect(contactErrors({ display_email: false, display_telephone: true, contact_telephone: '+39123' })).toEqual({});
  });

  it('needs a valid e-mail, and one when it is displayed', () => {
    expect(contactErrors({ display_email: true, contact_email: 'nope' })).toEqual({ contact_email: 'Validations.InvalidEmail' });
    expect(contactErrors({ display_email: true, contact_email: '' })).toEqual({ contact_email: 'Validations.FieldNotNull' });
    expect(contactErrors({ display_email: false, display_telephone: true, contact_telephone: '123', contact_email: '' })).toEqual({});
  });
});

describe('post status', () => {
  it('maps the form buttons: Approved → confirmed, Waiting → waiting, Rejected → rejected', () => {
    expect(statusOfButton('approved')).toBe('confirmed');
    expect(statusOfButton('waiting')).toBe('waiting');
    expect(statusOfButton('rejected')).toBe('rejected');
    expect(Object.keys(STATUS_BUTTONS)).toEqual(['approved', 'waiting', 'rejected']);
  });

  it('labels the badges: pending, approved, rejected, revoked, none', () => {
    expect(['waiting', 'confirmed', 'rejected', 'archived', 'other'].map(badgeOf)).toEqual(['pending', 'approved', 'rejected', 'revoked', 'none']);
  });
});

describe('post input schema', () => {
  const valid = {
    translations: [{ locale: 'en', title: 'Drill to lend', description: 'At home' }],
    contact_email: 'a@b.it',
    image_path: 'picked-image',
  };
  const errors = (input: object) => {
    const r = postInput.safeParse({ ...valid, ...input });
    return r.success ? {} : issuesToFormErrors(r.error.issues);
  };

  it('takes a valid post with the defaults of a new one', () => {
    const r = postInput.parse(valid);
    expect(r).toMatchObject({ type: 'request', visibility: 'public', display_email: true, display_telephone: false, smart_solutions: [] });
    expect(r.status).toBeUndefined();
  });

  it('says each rule on its field', () => {
    expect(errors({ translations: [{ locale: 'en', title: 'x'.repeat(POST_TITLE_MAX + 1), description: 'd' }] })).toMatchObject({
      title: { en: expect.objectContaining({ message: 'Validations.FieldTooLongMax' }) },
    });
    expect(errors({ image_path: '' })).toMatchObject({ image_path: expect.objectContaining({ message: 'Validations.NoImage' }) });
    expect(errors({ external_link: 'www.example.org' })).toMatchObject({ external_link: expect.objectContaining({ message: 'Validations.InvalidUrl' }) });
    expect(errors({ display_telephone: true, contact_telephone: '' })).toMatchObject({
      contact_telephone: expect.objectContaining({ message: 'Validations.FieldNotNull' }),
    });
    expect(errors({ linked_content_type: 'GroupDetail' })).toMatchObject({
      linked_content_id: expect.objectContaining({ message: 'Validations.SelectAnOption' }),
    });
    expect(errors({ status: 'archived' })).toHaveProperty('status');
  });

  it('says the contact rules while another field fails too', () => {
    const e = errors({ image_path: '', display_email: false, display_telephone: false });
    expect(Object.keys(e).sort()).toEqual(['display_email', 'image_path']);
  });
});

describe('a hidden phone', () => {
  it('is not checked: its input is not shown', () => {
    expect(contactErrors({ display_email: true, contact_email: 'a@b.it', display_telephone: false, contact_telephone: '12' })).toEqual({});
  });
});
