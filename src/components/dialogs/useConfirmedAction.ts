import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useDialogs, type DialogOptions } from './DialogProvider';
import { errorLines } from './helpers';

type Translate = ReturnType<typeof useTranslate>;

/** What the user is told when the work succeeds; texts and i18n keys alike go through translate. */
export type SuccessFeedback<R, A extends unknown[]> =
  | { message: string | ((result: R, ...args: A) => string); dialog?: boolean }
  /** The server's message (the work's result carries `message`), else "Done". */
  | { fromServer: true; dialog?: boolean };

export interface ConfirmedActionOptions<R, A extends unknown[]> {
  /**
   * The question first (spec console §2 "ask"); null or a function answering null asks nothing.
   * It is handed the arguments of `work`.
   */
  ask?: DialogOptions | ((...args: A) => DialogOptions | null) | null;
  work: (...args: A) => Promise<R>;
  /** The wait dialog's own text ("Saving…"); its default otherwise. */
  wait?: DialogOptions;
  success?: SuccessFeedback<R, A>;
  /** Field errors in the error dialog are named by this resource's field labels. */
  resource?: string;
  /** The error dialog's content; spec console §8's server message and field lines by default. */
  errorDialog?: (error: unknown, translate: Translate) => DialogOptions;
  onSuccess?: (result: R, ...args: A) => void;
  /** After the error dialog was opened (not awaited): e.g. reload on a conflict. */
  onError?: (error: unknown, ...args: A) => void;
}

export type ActionOutcome<R> = { status: 'done'; result: R } | { status: 'failed'; error: unknown } | { status: 'skipped' };

/**
 * The console's one ask → wait → success / error flow (spec console §2, §8): asks (and stops on
 * cancel), shows the wait dialog while the work runs, then the success toast (or dialog) or the
 * error dialog listing the server's message and one "field: message" line per field error. A
 * second call while one runs is skipped, so a double click never sends twice.
 */
export function useConfirmedAction<R, A extends unknown[] = []>(o: ConfirmedActionOptions<R, A>) {
  const dialogs = useDialogs();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  // The latest options, so the returned callback stays the same across renders (set after
  // each commit, not during render; a click always comes after one).
  const options = useRef(o);
  useLayoutEffect(() => {
    options.current = o;
  });

  const run = useCallback(
    async (...args: A): Promise<ActionOutcome<R>> => {
      if (running.current) return { status: 'skipped' };
      running.current = true;
      setPending(true);
      const { ask, work, wait, success, resource, errorDialog, onSuccess, onError } = options.current;
      try {
        const question = typeof ask === 'function' ? ask(...args) : ask;
        if (question && !(await dialogs.ask(question))) return { status: 'skipped' };
        const close = dialogs.wait(wait);
        let result: R;
        try {
          result = await work(...args);
        } catch (error) {
          close();
          void dialogs.error(errorDialog ? errorDialog(error, translate) : errorLines(error, translate, resource));
          onError?.(error, ...args);
          return { status: 'failed', error };
        }
        close();
        if (success) {
          const text = successText(success, result, args, translate);
          if (success.dialog) void dialogs.success({ message: text });
          else notify(text, { type: 'success' });
        }
        onSuccess?.(result, ...args);
        return { status: 'done', result };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [dialogs, notify, translate],
  );
  return { run, pending };
}

function successText<R, A extends unknown[]>(s: SuccessFeedback<R, A>, result: R, args: A, translate: Translate): string {
  if ('fromServer' in s) {
    const message = (result as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : translate('Strings.Done');
  }
  const m = typeof s.message === 'function' ? s.message(result, ...args) : s.message;
  return translate(m, { _: m });
}

/**
 * A failed download (spec console §8 "download failure"): "error downloading" with the server's
 * message, or the general error when nothing came back (a network failure has no status).
 */
export function downloadFailure(error: unknown, translate: Translate): DialogOptions {
  return { message: translate('Errors.ErrorDownload'), details: [serverDetail(error, translate)] };
}

/** The server's message; "no message" when it answered without one; the general error when nothing came back. */
function serverDetail(error: unknown, translate: Translate): string {
  const e = error as { status?: number; body?: { message?: string } | null } | null;
  return e?.body?.message || (e?.status ? translate('Strings.NoMessage') : translate('Errors.General'));
}

/** Spec console §8 "item load failure": "error loading object" with the server's detail. */
export function loadFailure(error: unknown, translate: Translate): DialogOptions {
  return { title: translate('Titles.LoadError'), message: translate('Errors.LoadingObject'), details: [serverDetail(error, translate)] };
}

/** Opens the load-failure dialog once per failure a page's query reports. */
export function useLoadFailureDialog(error: unknown): void {
  const { error: show } = useDialogs();
  const translate = useTranslate();
  useEffect(() => {
    if (error) void show(loadFailure(error, translate));
  }, [error, show, translate]);
}
