import GateIcon from '@mui/icons-material/BadgeOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import { GATE_TABS } from './constants';

const view = viewsOf(() => import('./views'));

/**
 * gate/visitors (spec console §2, §4; content §4, §5): invitations of the district, their guests'
 * steps and the staff's actions with a printable badge, and the page the "visitor confirmed" notice
 * opens. Seeing needs visitors_view; creating and acting on guests, visitors_add.
 */
export default defineResource<{ id: number; visitor_code: string }>({
  name: 'visitors',
  route: '/backend/gate/visitors',
  section: 'gate_visitors',
  icon: GateIcon,
  recordRepresentation: (record) => record.visitor_code,
  feature: 'Gate',
  permissions: { view: 'visitors_view', add: 'visitors_add' },
  views: { list: view('VisitorList'), show: view('VisitorDetails'), create: view('InvitationForm') },
  listOptions: {
    // The newest day first: the gate works on today's arrivals.
    sort: { field: 'date_start', order: 'DESC' },
    tabs: { filter: 'tab', values: GATE_TABS, default: 'incoming' },
    search: true,
  },
  routes: [
    { path: 'invitation', view: view('InvitationPage'), access: 'show', label: 'Shell.Pages.invitation' },
  ],
  schema: () => import('./schema').then((m) => m.invitationInput),
});
