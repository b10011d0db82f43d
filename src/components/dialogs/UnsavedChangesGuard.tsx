import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslate } from 'react-admin';
import { useDialogs } from './DialogProvider';

/**
 * Leaving a form with unsaved changes asks "cancel current task?" (spec console §5) with our ask
 * dialog; closing the tab gets the browser's own question.
 */
/** Navigation state that carries the form's unsaved values along: `{ draft: values }`. */
export const carriesDraft = (state: unknown): boolean => typeof state === 'object' && state !== null && 'draft' in state;

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { ask } = useDialogs();
  const translate = useTranslate();
  // A page the form hands its values to, and that brings them back (a poll's copy-a-question and preview), loses nothing.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && !carriesDraft(nextLocation.state),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask({ message: translate('Dialog.CancelCurrentTask') }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, ask, translate]);

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return null;
}
