import { describe, expect, it } from 'vitest';
import { activityCategoryInput, toolCategoryInput } from '../../resources/categories/schema';
import { tagInput } from '../../resources/tags/schema';
import { toSixDigitHex } from '../../src/components/form/ColorInput';
import { payloadOf, validateWith } from '../../src/components/form/useSaveFlow';
import { errorLines } from '../../src/components/dialogs/helpers';
import { counterText, fillBlankTranslations, issuesToFormErrors, limitText, toPayload, validateHexColor } from '../../src/client/formRules';
import { checkImageFile, clampZoom, CROP_ASPECT, CROP_ZOOM } from '../../src/lib/imageRules';
import { translate } from '../../src/lib/translate';
import en from '../../i18n/en';

const t = (key: string, opts?: Record<string, unknown>) => translate(en, key, opts as Record<string, string>);

describe('per-language inputs', () => {
  it('fill blank languages from the current one on submit, keeping what was typed', () => {
    const out = fillBlankTranslations({ name: { it: 'Giardino', en: ' ', pt: 'Jardim' }, status: 'active' }, ['name'], 'it');
    expect(out).toEqual({ name: { it: 'Giardino', en: 'Giardino', pt: 'Jardim', es: 'Giardino' }, status: 'active' });
  });
  it('fill nothing when the current language is blank too', () => {
    expect(fillBlankTranslations({ name: { en: 'Garden' } }, ['name'], 'it')).toEqual({ name: { en: 'Garden' } });
  });
  it("send translations in a fixed order, only the schema's keys, languages with text", () => {
    const payload = toPayload(
      { id: 3, created_at: 'x', status: 'active', name: { pt: 'Jardim', en: 'Garden', it: '' } },
      { translatable: ['name'], current: 'it', keys: ['translations', 'status'] },
    );
    expect(payload).toEqual({
      status: 'active',
      translations: [
        { locale: 'en', name: 'Garden' },
        { locale: 'pt', name: 'Jardim' },
      ],
    });
  });
  it('with nothing typed, the current language goes empty so its input gets "cannot be empty"', () => {
    const errors = validateWith({ status: 'active' }, { schema: tagInput, translatable: ['name'], images: [], fillBlanks: true, current: 'pt' });
    expect(errors).toEqual({ name: { pt: { message: 'Validations.LangNotNull', args: { language: 'PT' } } } });
  });
  it('a name too long lands on its language with the maximum quoted', () => {
    const errors = validateWith(
      { status: 'active', name: { en: 'x'.repeat(41) } },
      { schema: tagInput, translatable: ['name'], images: [], fillBlanks: true, current: 'en' },
    );
    expect(errors).toMatchObject({ name: { en: { message: 'Validations.FieldTooLongMax', args: { max: 40, language: 'EN' } } } });
  });
  it('a valid tag passes, filled in every language', () => {
    const o = { schema: tagInput, translatable: ['name'], images: [], fillBlanks: true, current: 'en' };
    expect(validateWith({ status: 'active', name: { en: 'Garden' } }, o)).toEqual({});
    expect(payloadOf({ status: 'active', name: { en: 'Garden' } }, o).translations).toHaveLength(4);
  });
});

describe('category forms', () => {
  const base = { translatable: ['name'], images: ['category_icon', 'category_grey_icon', 'category_illustration'], fillBlanks: true, current: 'en' };
  it('need the three images and a hex colour', () => {
    const errors = validateWith({ type: 'activity', name: { en: 'Sport' }, category_color: '#12' }, { ...base, schema: activityCategoryInput });
    expect(errors).toMatchObject({
      category_icon: { message: 'Validations.NoImage' },
      category_grey_icon: { message: 'Validations.NoImage' },
      category_illustration: { message: 'Validations.NoImage' },
      category_color: { message: 'Validations.InvalidHexColor' },
    });
  });
  it('accept a picked image (uploaded on save) and a kept URL', () => {
    const picked = { rawFile: new File(['x'], 'a.png', { type: 'image/png' }), src: 'blob:1' };
    const values = {
      type: 'activity',
      name: { en: 'Sport' },
      category_color: '#2BCFD1',
      category_icon: picked,
      category_grey_icon: '/api/v3/files/g.png',
      category_illustration: picked,
    };
    expect(validateWith(values, { ...base, schema: activityCategoryInput })).toEqual({});
  });
  it('a tool category has only a title, at most 90 characters', () => {
    const errors = validateWith({ type: 'tool', name: { en: 'x'.repeat(91) } }, { ...base, images: [], schema: toolCategoryInput });
    expect(errors).toMatchObject({ name: { en: { message: 'Validations.FieldTooLongMax', args: { max: 90 } } } });
  });
  it('a private title is sent as loaded: not filled, same order', () => {
    const payload = payloadOf({ type: 'tool', name: { pt: 'Esporte', en: 'Sport', it: 'Sport' } }, { ...base, fillBlanks: false, schema: toolCategoryInput });
    expect(payload.translations).toEqual([
      { locale: 'en', name: 'Sport' },
      { locale: 'it', name: 'Sport' },
      { locale: 'pt', name: 'Esporte' },
    ]);
  });
});

describe('schema issues as form errors', () => {
  it('map nested paths and keep the first message per field', () => {
    const out = issuesToFormErrors([
      { code: 'custom', path: ['country_id'], message: 'Validations.SelectAnOption', input: undefined },
      { code: 'custom', path: ['country_id'], message: 'Validations.FieldInvalid', input: undefined },
      { code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: ['name'], message: 'Validations.FieldNotNull', input: '' },
    ]);
    expect(out).toEqual({ country_id: { message: 'Validations.SelectAnOption', args: {} }, name: { message: 'Validations.FieldNotNull', args: { min: 1 } } });
  });
});

describe('text, colour and image inputs', () => {
  it('cut text at the limit and count it', () => {
    expect(limitText('abcdef', 4)).toBe('abcd');
    expect(limitText('abc', 4)).toBe('abc');
    expect(counterText('abc', 90)).toBe('3/90');
    expect(counterText(undefined, 90)).toBe('0/90');
  });
  it('check hex colours', () => {
    expect(validateHexColor('#2BCFD1')).toBeUndefined();
    expect(validateHexColor('#abc')).toBeUndefined();
    expect(validateHexColor('#abcd')).toBe('Validations.InvalidHexColor');
    expect(validateHexColor('2BCFD1')).toBe('Validations.InvalidHexColor');
    expect(validateHexColor('')).toBe('Validations.FieldNotNull');
    expect(toSixDigitHex('#AbC')).toBe('#aabbcc');
    expect(toSixDigitHex('nope')).toBeNull();
  });
  it("check image type and size with the spec's messages", () => {
    const MB = 1024 * 1024;
    expect(checkImageFile({ name: 'a.PNG', type: 'image/png', size: MB }, MB)).toBeUndefined();
    expect(checkImageFile({ name: 'a.jpeg', type: 'image/jpeg', size: 10 }, MB)).toBeUndefined();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MB + 1 }, MB)).toBe('Validations.FileTooLarge');
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 }, MB)).toBe('Validations.FileNotImage');
    expect(checkImageFile({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe('Validations.FileNotImage');
    expect(t('Validations.FileNotImage')).toBe('The selected file is not a valid image');
  });
  it('crop zoom runs from 1 to 3 by 0.1, aspect 2.76', () => {
    expect(CROP_ZOOM).toEqual({ min: 1, max: 3, step: 0.1 });
    expect(CROP_ASPECT).toBe(2.76);
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(3.7)).toBe(3);
    expect(clampZoom(1.234)).toBe(1.2);
  });
});

describe('save failures', () => {
  it('list the server message and one line per field error, named by the resource', () => {
    const err = {
      message: 'x',
      body: {
        message: 'The data sent is not valid.',
        errors: { name: { it: '@@react-admin@@{"message":"Validations.FieldTooLongMax","args":{"max":40}}' }, status: 'Validations.FieldInvalid' },
      },
    };
    expect(errorLines(err, t, 'tags')).toEqual({
      message: 'The data sent is not valid.',
      details: ['Name (IT): Too long: at most 40 characters', 'Status: This field is not valid'],
    });
  });
});
