import WavingIcon from '@mui/icons-material/WavingHandOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/**
 * The district's welcome message: one record per district, so its screen is the form itself,
 * which stays on the page after saving (spec content §4).
 */
export default defineResource({
  name: 'welcome_message',
  route: '/backend/welcomeMessage',
  section: 'welcome_message',
  icon: WavingIcon,
  recordRepresentation: () => '',
  feature: 'WelcomeMessage',
  permissions: { view: [], add: 'welcome_message_add', edit: 'welcome_message_edit' },
  views: { list: view('WelcomeMessagePage') },
  listOptions: { search: false },
  translatable: ['description'],
  schema: () => import('./schema').then((m) => m.welcomeMessageInput),
});
