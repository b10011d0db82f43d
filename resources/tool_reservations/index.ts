import ReservationIcon from '@mui/icons-material/EventAvailableOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** tools_reservations (+form): tools lent to residents, delivered and returned. */
export default defineResource<{ id: number; tool: string; user: string }>(contract, {
  icon: ReservationIcon,
  recordRepresentation: (record) => `${record.tool} · ${record.user}`,
  views: { list: view('ReservationList'), create: view('ReservationForm'), edit: view('ReservationForm') },
});
