import SmartIcon from '@mui/icons-material/EmojiObjectsOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { contentDetails, contentForm } from '../../src/components/content/views';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** The district's smart solutions (spec console §2 "district/smart_solutions (+form)"): the shared content screens. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: SmartIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: view('SmartSolutionList'), show: contentDetails, create: contentForm, edit: contentForm },
});
