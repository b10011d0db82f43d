import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));
// The list in a chunk of its own: opening it loads no form or details code.
const list = viewsOf(() => import('./TagList'));

/** Tags of a district (spec console §2 "tags (+details, form)"), 52 in the demo's Borgo Navigli. */
export default defineResource(contract, {
  icon: TagIcon,
  recordRepresentation: (record) => localized(record.name, localeStore.locale),
  views: { list: list('TagList'), show: view('TagDetails'), create: view('TagForm'), edit: view('TagForm') },
});
