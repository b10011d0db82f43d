import GateIcon from '@mui/icons-material/BadgeOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/**
 * gate/visitors (spec console §2, §4; content §4, §5): invitations of the district, their guests'
 * steps and the staff's actions with a printable badge, and the page the "visitor confirmed" notice
 * opens. Seeing needs visitors_view; creating and acting on guests, visitors_add.
 */
export default defineResource<{ id: number; visitor_code: string }>(contract, {
  icon: GateIcon,
  recordRepresentation: (record) => record.visitor_code,
  views: { list: view('VisitorList'), show: view('VisitorDetails'), create: view('InvitationForm') },
  routes: [{ path: 'invitation', view: view('InvitationPage'), access: 'show', label: 'Shell.Pages.invitation' }],
});
