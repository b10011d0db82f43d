import ToolIcon from '@mui/icons-material/HandymanOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** tools_list (+details, form): the tools the district lends. */
export default defineResource<{ id: number; name: string }>(contract, {
  icon: ToolIcon,
  recordRepresentation: (record) => record.name,
  views: { list: view('ToolList'), show: view('ToolDetails'), create: view('ToolForm'), edit: view('ToolForm') },
});
