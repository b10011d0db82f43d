import { DISTRICT_CONTENT_RIGHTS } from '../../src/contract/content';
import { defineContract } from '../../src/contract/entity';

/** A caption, per language, at most this long (the form counts, the server refuses more). */
export const CAPTION_MAX = 200;
/** Width over height of a gallery picture's crop: a photo's usual 4:3. */
export const GALLERY_ASPECT = 4 / 3;

/** The district's gallery (spec console §3 flag Gallery): ordered images with a caption per language. */
export default defineContract({
  name: 'district_gallery',
  route: '/backend/district/gallery',
  section: { id: 'district_gallery', parent: 'district', position: 15 },
  feature: 'DistrictContents.Gallery',
  permissions: DISTRICT_CONTENT_RIGHTS,
  list: {
    orderable: true,
    sortable: ['position', 'id', 'created_at'],
    searchable: ['caption'],
    // The list draws the picture at the spec's 150 px (views.tsx); the wait screen its thumbnail.
    columns: [
      { source: 'image', kind: 'image' },
      { source: 'caption', kind: 'localized' },
    ],
  },
  translatable: ['caption'],
  images: ['image'],
  schemas: () => import('./schema').then((m) => ({ input: m.galleryInput, record: m.galleryRecord })),
});
