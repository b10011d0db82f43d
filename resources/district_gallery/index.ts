import PhotoIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** The district's gallery: ordered pictures with captions; add, edit, move, remove. */
export default defineResource(contract, {
  icon: PhotoIcon,
  recordRepresentation: (record) => localized(record.caption, localeStore.locale),
  views: { list: view('GalleryList'), show: view('GalleryDetails'), create: view('GalleryForm'), edit: view('GalleryForm') },
});
