import PollIcon from '@mui/icons-material/PollOutlined';
import { defineResource, viewsOf, type ExtraRoute } from '../../src/registry/defineResource';
import contract, { POLL_KINDS } from './contract';
import { pollPaths } from './paths';

const view = viewsOf(() => import('./views'));

/**
 * Polls and surveys (spec console §2): the list at community/pollsAndsurvey; the form, its copy a
 * question and preview pages and the details, each at the kind's own path (poll/… and survey/…).
 */
export default defineResource<{ id: number; title?: string }>(contract, {
  icon: PollIcon,
  recordRepresentation: (record) => record.title ?? `#${record.id}`,
  views: { list: view('PollList'), show: view('PollDetails') },
  detailsRoute: pollPaths('poll').details,
  routes: POLL_KINDS.flatMap((kind): ExtraRoute[] => {
    const paths = pollPaths(kind);
    return [
      ...(kind === 'poll' ? [] : [{ path: paths.details, view: view('PollDetails'), access: 'show', label: 'Shell.Pages.details' }]),
      { path: paths.form, view: view('PollForm'), access: 'form', label: 'Shell.Pages.form' },
      { path: paths.copyQuestion, view: view('CopyQuestion'), access: 'form', label: 'Shell.Pages.copyQuestion' },
      { path: paths.preview, view: view('PollPreview'), access: 'form', label: 'Shell.Pages.preview' },
    ];
  }),
});
