import { includeEntityLabels } from '../i18n/locale';
import { SHELL_CHUNKS_META } from './shellChunks';
import { restoreShellStyles } from './styleMemory';

/**
 * Loads the react-admin shell (../App) in stages. Evaluating the shell's modules takes long (MUI
 * and react-admin build their styles and themes as they load): in one piece it blocked the page
 * for one long task; stage by stage, each group of packages is evaluated in a task of its own and
 * the page can answer in between. The stages only name what the shell uses anyway, so nothing is
 * loaded that it would not load.
 */
const STAGES: (() => Promise<unknown>)[] = [
  () => import('./stages/1-emotion'),
  () => import('./stages/2-styles'),
  () => import('./stages/3-material'),
  () => import('./stages/4-core'),
  () => import('./stages/5-admin-context'),
  () => import('./stages/6-admin-ui'),
];

/**
 * Every chunk of the shell is asked for up front, so that the stages do not wait on the network in
 * turn. Starting a request costs the page a little each: they are started a few per task.
 */
const PRELOADS_PER_TASK = 4;

function preloadShellChunks(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SHELL_CHUNKS_META}"]`);
  const files = meta?.content.split(/\s+/).filter(Boolean) ?? [];
  const batch = (from: number) => {
    for (const file of files.slice(from, from + PRELOADS_PER_TASK)) {
      const href = `${import.meta.env.BASE_URL}${file}`;
      if (document.head.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < files.length) setTimeout(() => batch(from + PRELOADS_PER_TASK));
  };
  setTimeout(() => batch(0));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

export async function loadShell(): Promise<typeof import('../App')> {
  // Before emotion (stage 1) and the shell's cache (App) are made: the last visit's rules, adopted by both.
  restoreShellStyles();
  preloadShellChunks();
  // The shell translates with the entities' labels (already there on a shell page's cold load).
  const labels = includeEntityLabels();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  await labels;
  return import('../App');
}
