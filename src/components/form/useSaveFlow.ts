import { useCallback, type ReactNode } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { fillBlankTranslations, issuesToFormErrors, schemaKeys, toPayload } from '../../client/formRules';
import { isPickedImage } from '../../providers/uploads';
import type { SchemaLoader } from '../../registry/defineResource';
import { loadSchema } from '../../registry/schema';
import { V } from '../../lib/formats';
import type { DialogOptions } from '../dialogs/DialogProvider';
import { useConfirmedAction } from '../dialogs/useConfirmedAction';

type Values = Record<string, unknown>;

/**
 * One of a form's submit buttons (spec content §4: publish, save as draft, "save and notify"):
 * values it sets on the payload, a question first, and where the user goes after its save.
 */
export interface SubmitAction {
  id: string;
  /** i18n key of the button. */
  label: string;
  icon?: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
  /** Values set on the payload (`{ status: 'published' }`). */
  patch?: Values;
  ask?: DialogOptions;
  /**
   * Where the user goes once saved (handed the save's answer and the form's language at that
   * moment); the form's back target by default.
   */
  next?: (saved: unknown, context: { language: string }) => { path: string; state: unknown } | null | undefined;
}

/** What shapes a form's payload and checks it: the schema itself, once it has come. */
export interface FormShape {
  schema?: z.ZodType;
  translatable: readonly string[];
  images: readonly string[];
  /** Spec content §5: blank languages get the current one's text (not for a read-only title). */
  fillBlanks: boolean;
  current: string;
}

/**
 * A form's schema at the moment it checks or sends: awaited, never skipped. A Save pressed before
 * the schema's chunk has come waits for it, rather than sending what no schema has checked (the
 * server's 422 would then come back in a dialog, not under the fields).
 */
export function schemaNow(load: SchemaLoader | undefined): Promise<z.ZodType | undefined> {
  return load ? loadSchema(load) : Promise.resolve(undefined);
}

export interface SaveOptions extends Omit<FormShape, 'schema'> {
  resource: string;
  /** The form's schema, by its loader (see schemaNow). */
  schema?: SchemaLoader;
  /** Sends the payload: create without a target id, update with one. */
  submit(payload: Values): Promise<unknown>;
  onSaved(result: unknown, action?: SubmitAction): void;
  /**
   * Work between the check and the send (a live camera's stream check): the payload to send, or
   * null when the user stopped there.
   */
  beforeSend?: (payload: Values) => Promise<Values | null>;
}

/** The payload of a form's values: filled languages, translations, the schema's keys. */
export function payloadOf(values: Values, o: Omit<FormShape, 'images'>): Values {
  const filled = o.fillBlanks ? fillBlankTranslations(values, o.translatable, o.current) : values;
  return toPayload(filled, { translatable: o.translatable, current: o.current, keys: schemaKeys(o.schema) });
}

/** Client-side check with the shared schema; a picked image stands for the file it will become. */
export function validateWith(values: Values, o: FormShape): Values {
  if (!o.schema) return {};
  const payload = payloadOf(values, o);
  for (const f of o.images) if (isPickedImage(payload[f])) payload[f] = 'picked-image';
  const result = o.schema.safeParse(payload);
  return result.success ? {} : inCurrentLanguage(issuesToFormErrors(result.error.issues), o.translatable, o.current, values);
}

/**
 * Spec content §5: a text is required "in the current language". The schema asks for one complete
 * language and names the first it reads (with blanks filled, often another one): the message goes
 * to the language the user is typing in, where it can be seen and answered.
 */
export function inCurrentLanguage(errors: Values, translatable: readonly string[], current: string, values: Values): Values {
  const out: Values = { ...errors };
  for (const field of translatable) {
    const typed = (values[field] as Values | undefined)?.[current];
    const byLocale = out[field];
    if (!byLocale || typeof byLocale !== 'object') continue;
    const entries = Object.entries(byLocale as Values);
    const missing = entries.find(([, e]) => (e as { message?: string } | undefined)?.message === V.LangNotNull);
    if (!missing) continue;
    const rest = Object.fromEntries(entries.filter(([, e]) => (e as { message?: string } | undefined)?.message !== V.LangNotNull));
    // Given in the current language: what is missing is elsewhere (the message of the other field says it).
    const given = typeof typed === 'string' && typed.trim() !== '';
    const moved = given ? rest : { ...rest, [current]: { message: V.LangNotNull, args: { language: current.toUpperCase() } } };
    if (Object.keys(moved).length > 0) out[field] = moved;
    else delete out[field];
  }
  return out;
}

/**
 * The save flow of spec content §4 (the console's confirmed action, without a question):
 * (validated by the form) wait dialog, send, then success (toast and `onSaved`) or the error
 * dialog with the server's message and a line per field error; the field errors are returned so
 * the form shows them, and the values stay as typed.
 */
export function useSaveFlow(o: SaveOptions) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { resource, submit, onSaved, schema, translatable, fillBlanks, current, beforeSend } = o;
  const { run } = useConfirmedAction<unknown, [Values, SubmitAction | undefined]>({
    ask: (_payload, action) => action?.ask ?? null,
    work: (payload) => submit(payload),
    wait: { message: translate('Form.Saving') },
    success: { message: 'Strings.Saved' },
    resource,
    onSuccess: (result, _payload, action) => (refresh(), onSaved(result, action)),
  });
  return useCallback(
    async (values: Values, action?: SubmitAction): Promise<Values | undefined> => {
      const built = { ...payloadOf(values, { schema: await schemaNow(schema), translatable, fillBlanks, current }), ...action?.patch };
      const payload = beforeSend ? await beforeSend(built) : built;
      if (!payload) return undefined;
      const outcome = await run(payload, action);
      if (outcome.status !== 'failed') return undefined;
      const errors = (outcome.error as { body?: { errors?: Values } }).body?.errors;
      return errors && Object.keys(errors).length ? errors : undefined;
    },
    [run, schema, translatable, fillBlanks, current, beforeSend],
  );
}
