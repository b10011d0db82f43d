import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useDialogs } from '../dialogs/DialogProvider';

/**
 * Spec console §8: a list that fails to load opens "Load Error" naming the section, with the
 * server's message as detail (or "no message", or the general error when nothing came back).
 */
export function useLoadError(error: unknown, sectionId: string) {
  const { error: showError } = useDialogs();
  const translate = useTranslate();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    const e = error as { status?: number; message?: string; body?: { message?: string } | null };
    const detail = e.body?.message || (e.status ? translate('Strings.NoMessage') : translate('Errors.General'));
    void showError({
      title: translate('Titles.LoadError'),
      message: translate('Errors.LoadingSection', { section: translate(`sections.${sectionId}`) }),
      details: [detail],
    });
  }, [error, sectionId, showError, translate]);
}
