import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslate } from 'react-admin';
import { useDialogs } from './DialogProvider';

/**
 * Leaving a form with unsaved changes asks "cancel current task?" (spec console §5) with our ask
 * dialog; closing the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { ask } = useDialogs();
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

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
