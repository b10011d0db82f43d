import { useCallback } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { fillBlankTranslations, issuesToFormErrors, schemaKeys, toPayload } from '../../client/formRules';
import { isPickedImage } from '../../providers/uploads';
import { useConfirmedAction } from '../dialogs/useConfirmedAction';

type Values = Record<string, unknown>;

export interface SaveOptions {
  resource: string;
  schema?: z.ZodType;
  translatable: readonly string[];
  images: readonly string[];
  /** Spec content §5: blank languages get the current one's text (not for a read-only title). */
  fillBlanks: boolean;
  current: string;
  /** Sends the payload: create without a target id, update with one. */
  submit(payload: Values): Promise<unknown>;
  onSaved(): void;
}

/** The payload of a form's values: filled languages, translations, the schema's keys. */
export function payloadOf(values: Values, o: Pick<SaveOptions, 'schema' | 'translatable' | 'fillBlanks' | 'current'>): Values {
  const filled = o.fillBlanks ? fillBlankTranslations(values, o.translatable, o.current) : values;
  return toPayload(filled, { translatable: o.translatable, current: o.current, keys: schemaKeys(o.schema) });
}

/** Client-side check with the shared schema; a picked image stands for the file it will become. */
export function validateWith(values: Values, o: Pick<SaveOptions, 'schema' | 'translatable' | 'images' | 'fillBlanks' | 'current'>): Values {
  if (!o.schema) return {};
  const payload = payloadOf(values, o);
  for (const f of o.images) if (isPickedImage(payload[f])) payload[f] = 'picked-image';
  const result = o.schema.safeParse(payload);
  return result.success ? {} : issuesToFormErrors(result.error.issues);
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
  const { resource, submit, onSaved, schema, translatable, fillBlanks, current } = o;
  const { run } = useConfirmedAction({
    work: (payload: Values) => submit(payload),
    wait: { message: translate('Form.Saving') },
    success: { message: 'Strings.Saved' },
    resource,
    onSuccess: () => (refresh(), onSaved()),
  });
  return useCallback(
    async (values: Values): Promise<Values | undefined> => {
      const outcome = await run(payloadOf(values, { schema, translatable, fillBlanks, current }));
      if (outcome.status !== 'failed') return undefined;
      const errors = (outcome.error as { body?: { errors?: Values } }).body?.errors;
      return errors && Object.keys(errors).length ? errors : undefined;
    },
    [run, schema, translatable, fillBlanks, current],
  );
}
