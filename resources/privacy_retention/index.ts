import PrivacyIcon from '@mui/icons-material/PrivacyTipOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** settings/privacy (issue 18): one record, the current district's retention, so its screen is the form itself. */
export default defineResource(contract, {
  icon: PrivacyIcon,
  recordRepresentation: () => '',
  views: { list: view('RetentionPage') },
  listIsForm: true,
});
