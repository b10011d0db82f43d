import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useDialogs } from './DialogProvider';

/** The delete confirmation every list and form uses. */
export function useConfirmDelete(): (name?: string) => Promise<boolean> {
  const { ask } = useDialogs();
  const translate = useTranslate();
  return useCallback(
    (name?: string) =>
      ask({
        title: translate('Dialog.DeleteTitle'),
        message: name ? translate('Dialog.DeleteNamed', { name }) : translate('Dialog.DeleteMessage'),
        confirmLabel: translate('ra.action.delete'),
        destructive: true,
      }),
    [ask, translate],
  );
}

/**
 * Spec console §8: the error dialog lists the server message and one "field: message" line per
 * field error. Errors are react-admin HttpErrors whose body.errors is nested by field.
 */
export function errorLines(error: unknown, translate: (key: string, opts?: object) => string): { message: string; details: string[] } {
  const e = error as { message?: string; body?: { message?: string; errors?: Record<string, unknown> } } | null;
  const details: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') details.push(`${path}: ${translate(node, { _: node })}`);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(e?.body?.errors, '');
  const message = e?.body?.message || e?.message || translate('Strings.NoMessage');
  return { message, details };
}
