import type { DialogOptions } from './DialogProvider';

type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** The delete confirmation every list and form uses. */
export function deleteQuestion(translate: Translate, name?: string): DialogOptions {
  return {
    title: translate('Dialog.DeleteTitle'),
    message: name ? translate('Dialog.DeleteNamed', { name }) : translate('Dialog.DeleteMessage'),
    confirmLabel: translate('ra.action.delete'),
    destructive: true,
  };
}

/** react-admin's encoding of a message with arguments in a string field error. */
const WITH_ARGS = '@@react-admin@@';

/** A field error (a key, a key with arguments in react-admin's string form, or `{ message, args }`) as text. */
export function errorText(node: unknown, translate: Translate): string {
  if (typeof node === 'string' && node.startsWith(WITH_ARGS)) return errorText(JSON.parse(node.slice(WITH_ARGS.length)), translate);
  if (typeof node === 'string') return translate(node, { _: node });
  const { message, args } = node as { message: string; args?: Record<string, unknown> };
  return translate(message, { _: message, ...args });
}

/**
 * Spec console §8: the error dialog lists the server message and one "field: message" line per
 * field error. Errors are react-admin HttpErrors whose body.errors is nested by field; with a
 * resource, fields are named by its labels (`name.it` → "Name (IT)").
 */
export function errorLines(error: unknown, translate: Translate, resource?: string): { message: string; details: string[] } {
  const e = error as { message?: string; body?: { message?: string; errors?: Record<string, unknown> } } | null;
  const details: string[] = [];
  const label = (path: string) => {
    if (!resource) return path;
    const [field, locale] = path.split('.');
    const name = translate(`resources.${resource}.fields.${field}`, { _: field });
    return locale && /^[a-z]{2}$/.test(locale) ? `${name} (${locale.toUpperCase()})` : name;
  };
  const isLeaf = (n: unknown) => typeof n === 'string' || (typeof n === 'object' && n !== null && 'message' in n);
  const walk = (node: unknown, path: string) => {
    if (isLeaf(node)) details.push(`${label(path)}: ${errorText(node, translate)}`);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(e?.body?.errors, '');
  const message = e?.body?.message || e?.message || translate('Strings.NoMessage');
  return { message, details };
}
