import { SHELL_CHUNKS_META } from './shellChunks';

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


/** Every chunk of the shell is asked for at once, so that the stages do not wait on the network in turn. */
function preloadShellChunks(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SHELL_CHUNKS_META}"]`);
  for (const file of meta?.content.split(/\s+/).filter(Boolean) ?? []) {
    const href = `${import.meta.env.BASE_URL}${file}`;
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

export async function loadShell(): Promise<typeof import('../App')> {
  preloadShellChunks();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  return import('../App');
}
