import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineContract } from '../../src/contract/entity';
import { uploadPurposes } from '../../src/contract/uploadPurpose';
import { uploadPickedImages } from '../../src/providers/uploads';
import { CONTRACTS } from '../../src/registry/contracts';

/** Issue 12: an upload names the image field it is for, read from the entity's contract. */
describe('upload purposes', () => {
  it('are the image fields the contracts declare, each needing a permission to add or edit its entity', () => {
    const purposes = uploadPurposes(CONTRACTS);
    expect([...purposes.keys()].filter((p) => p.startsWith('categories.'))).toEqual([
      'categories.category_icon',
      'categories.category_grey_icon',
      'categories.category_illustration',
    ]);
    expect(purposes.get('categories.category_icon')).toEqual(['category_add', 'category_edit']);
  });

  it('refuse a contract with images that nobody may write', () => {
    const orphan = defineContract({
      name: 'x',
      route: '/backend/x',
      section: { id: 'x', parent: 'community' },
      permissions: { view: 'posts_view' },
      images: ['cover'],
    });
    expect(() => uploadPurposes([orphan])).toThrow(/add or edit permission/);
  });
});

describe('a form with picked images', () => {
  const picked = (name: string) => ({ rawFile: new File(['x'], name, { type: 'image/png' }), src: 'blob:x' });

  it('uploads each one for its field, and saves the names the uploads return', async () => {
    const upload = vi.fn(async (_file: Blob, fileName: string, purpose: string) => ({
      data: { name: `${purpose}:${fileName}`, url: '', type: 'png', size: 1, width: 1, height: 1 },
    }));
    const out = await uploadPickedImages(
      { category_icon: picked('a.png'), category_grey_icon: '/kept.png' },
      'categories',
      ['category_icon', 'category_grey_icon'],
      upload,
    );
    expect(upload).toHaveBeenCalledTimes(1);
    expect(out).toEqual({ category_icon: 'categories.category_icon:a.png', category_grey_icon: '/kept.png' });
  });

  it('shows a refused upload (the daily quota) as an error of its field', async () => {
    const refused = new HttpError('You can upload at most 200 MB in 24 hours. Try again later.', 429, {
      errors: { file: ['Validations.UploadQuotaExceeded'] },
    });
    const upload = vi.fn(async () => Promise.reject(refused));
    await expect(uploadPickedImages({ category_icon: picked('a.png') }, 'categories', ['category_icon'], upload)).rejects.toMatchObject({
      status: 429,
      body: { errors: { category_icon: ['Validations.UploadQuotaExceeded'] } },
    });
  });
});
