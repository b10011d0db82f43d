import CameraIcon from '@mui/icons-material/VideocamOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { contentViews } from '../../src/components/content/views';
import { defineResource } from '../../src/registry/defineResource';
import contract from './contract';

/** Live cameras (spec console §2 "district/live_cameras (+form)"): the shared content screens. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: CameraIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: contentViews,
});
