import LabelIcon from '@mui/icons-material/LabelOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** Labels that posts carry for smart solutions (spec console §2 "smart_solutions_labels (+form)"). */
export default defineResource(contract, {
  icon: LabelIcon,
  recordRepresentation: (record) => localized(record.name, localeStore.locale),
  views: { list: view('LabelList'), create: view('LabelForm'), edit: view('LabelForm') },
});
