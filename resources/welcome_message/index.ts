import WavingIcon from '@mui/icons-material/WavingHandOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/**
 * The district's welcome message: one record per district, so its screen is the form itself,
 * which stays on the page after saving (spec content §4).
 */
export default defineResource(contract, {
  icon: WavingIcon,
  recordRepresentation: () => '',
  views: { list: view('WelcomeMessagePage') },
  listIsForm: true,
});
