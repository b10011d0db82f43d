import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BRAND_FILE_RULES } from '../../resources/brands/contract';
import {
  contrastRatio,
  firstStepWith,
  hexToRgb,
  missingForSubmit,
  publishingErrors,
  publishingFieldError,
  textColorOn,
  type PublishingValues,
} from '../../resources/brands/rules';
import { fileProblem, problemStatus, ruleArgs, sniffFileType } from '../../src/contract/fileRules';
import { V } from '../../src/lib/formats';
import { zipEntryTypes } from '../../src/lib/zipImages';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const MB = 1024 * 1024;

describe('file rules (spec content §5 image limits), on what the bytes say', () => {
  it('tells PNG, JPEG and ZIP by their magic numbers, not by a name', () => {
    expect(sniffFileType(PNG_HEAD)).toBe('png');
    expect(sniffFileType(JPG_HEAD)).toBe('jpg');
    expect(sniffFileType(zipSync({ 'a.txt': new Uint8Array([1]) }).subarray(0, 16))).toBe('zip');
    expect(sniffFileType(new TextEncoder().encode('GIF89a...'))).toBeNull();
    expect(sniffFileType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('checks size first, then kind, then pixels', () => {
    const logo = BRAND_FILE_RULES.app_logo_path;
    expect(fileProblem(logo, { type: 'png', size: 1000, width: 512, height: 512 })).toBeUndefined();
    expect(fileProblem(logo, { type: 'png', size: 1000, width: 511, height: 512 })).toBe(V.ImageResolution);
    expect(fileProblem(logo, { type: 'jpg', size: 1000, width: 512, height: 512 })).toBe(V.FileNotPng);
    expect(fileProblem(logo, { type: null, size: 6 * MB })).toBe(V.FileTooLarge);
    const graphic = BRAND_FILE_RULES.feature_graphic_path;
    expect(fileProblem(graphic, { type: 'jpg', size: 15 * MB, width: 1024, height: 500 })).toBeUndefined();
    expect(fileProblem(graphic, { type: 'jpg', size: 15 * MB + 1, width: 1024, height: 500 })).toBe(V.FileTooLarge);
    expect(fileProblem(graphic, { type: 'zip', size: 10 })).toBe(V.FileNotImage);
    expect(fileProblem(BRAND_FILE_RULES.welcome_paths, { type: 'png', size: MB + 1, width: 1280, height: 2272 })).toBe(V.FileTooLarge);
    expect(fileProblem(BRAND_FILE_RULES.logo_path, { type: 'jpg', size: 5 * MB, width: 3, height: 7 })).toBeUndefined();
  });

  it('takes a zip only of images, and answers each refusal with its status', () => {
    const shots = BRAND_FILE_RULES.screenshots_zip_path;
    expect(fileProblem(shots, { type: 'zip', size: 100, entries: ['png', 'jpg'] })).toBeUndefined();
    expect(fileProblem(shots, { type: 'zip', size: 100, entries: ['png', null] })).toBe(V.ZipNotImages);
    expect(fileProblem(shots, { type: 'zip', size: 100, entries: [] })).toBe(V.ZipNotImages);
    expect(fileProblem(shots, { type: 'png', size: 100 })).toBe(V.FileNotZip);
    expect(fileProblem(shots, { type: 'zip', size: 64 * MB + 1 })).toBe(V.FileTooLarge);
    expect([V.FileTooLarge, V.FileNotZip, V.ZipNotImages, V.ImageResolution].map(problemStatus)).toEqual([413, 415, 422, 422]);
    expect(ruleArgs(BRAND_FILE_RULES.feature_graphic_path)).toEqual({ size: 15, width: 1024, height: 500 });
  });

  it("reads a zip's entries with fflate, folders and macOS forks aside, a bomb unexpanded", () => {
    const archive = zipSync({ 'a.png': PNG_HEAD, 'shots/b.jpg': JPG_HEAD, 'shots/': new Uint8Array(), '__MACOSX/._a.png': new Uint8Array([0, 5, 22]) });
    expect(zipEntryTypes(archive, MB)?.sort()).toEqual(['jpg', 'png']);
    expect(zipEntryTypes(zipSync({ 'a.png': PNG_HEAD, 'read.me': new TextEncoder().encode('hello') }), MB)).toContain(null);
    // 2 MB of zeros compress to a few KB: declared larger than allowed, it is refused unread.
    expect(zipEntryTypes(zipSync({ 'big.png': new Uint8Array(2 * MB) }), MB)).toEqual([null]);
    expect(zipEntryTypes(PNG_HEAD, MB)).toBeNull();
  });
});

const publishing = (over: Partial<PublishingValues> = {}): PublishingValues => ({
  app_name: 'Borgo Verde',
  app_subtitle: 'Il tuo quartiere',
  short_description: 'News',
  full_description: 'All of it',
  primary_language: 'it',
  privacy_url: 'https://example.org/privacy',
  eula_url: 'https://example.org/eula',
  website: '',
  email: 'app@example.org',
  phone: '',
  feature_graphic_path: 'a.png',
  screenshots_zip_path: 'b.zip',
  ...over,
});

describe('the publishing wizard', () => {
  it('refuses a subtitle of 31 characters and takes one of 30', () => {
    expect(publishingFieldError('app_subtitle', publishing({ app_subtitle: 'x'.repeat(31) }))).toEqual({ message: V.FieldTooLongMax, args: { max: 30 } });
    expect(publishingFieldError('app_subtitle', publishing({ app_subtitle: 'x'.repeat(30) }))).toBeUndefined();
  });

  it('asks for required fields and checks formats, optional ones only when given', () => {
    const errors = publishingErrors(publishing({ app_name: ' ', privacy_url: 'example.org', email: 'nope', phone: '123', feature_graphic_path: null }), [
      'app_name',
      'privacy_url',
      'email',
      'phone',
      'website',
      'feature_graphic_path',
    ]);
    expect(errors).toEqual({
      app_name: { message: V.FieldNotNull },
      privacy_url: { message: V.InvalidUrl },
      email: { message: V.InvalidEmail },
      phone: { message: V.InvalidPhone },
      feature_graphic_path: { message: V.FieldNotNull },
    });
    expect(missingForSubmit({ ...publishing(), app_name: '', screenshots_zip_path: null })).toEqual(['app_name', 'screenshots_zip_path']);
  });

  it('takes a refused submit back to the first step at fault', () => {
    expect(firstStepWith(['screenshots_zip_path', 'email'])).toBe(2);
    expect(firstStepWith(['app_subtitle'])).toBe(0);
    expect(firstStepWith(['nothing'])).toBe(0);
  });
});

describe("text on the brand's colour", () => {
  it('computes WCAG contrast and picks the text that reads best', () => {
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('blue')).toBeNull();
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(textColorOn('#1f6f5c')).toBe('#ffffff');
    expect(textColorOn('#ffe066')).toBe('#1a1a1a');
  });
});
