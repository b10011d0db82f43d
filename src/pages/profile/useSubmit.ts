import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorText } from '../../components/dialogs/helpers';
import type { Answer } from '../../providers/customMethods';
import { toast } from '../../toasts/toast';

export type FieldErrors = Record<string, string | undefined>;

type Failure = { status?: number; body?: { message?: string; errors?: Record<string, unknown> } | null };

/**
 * A profile form's save (a call of the dataProvider): the toast on success, the server's field
 * errors on the fields (keys of the validation catalogue), its message otherwise. The profile's
 * errors show on its cards, not in a dialog, so this is not the confirmed action's flow.
 */
export function useSubmit<T>() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (work: () => Promise<Answer<T>>): Promise<T | undefined> => {
    setBusy(true);
    setServerErrors({});
    setFailure(null);
    try {
      const res = await work();
      toast({ status: 'success', message: res.message || translate('Strings.Done') });
      return res.data;
    } catch (err) {
      const { status, body } = err as Failure;
      setServerErrors(Object.fromEntries(Object.entries(body?.errors ?? {}).map(([k, v]) => [k, v ? errorText(v, translate) : undefined])));
      // Spec console §8: the server's message, "no message" when it sent none, the general error when nothing came back.
      setFailure(body?.message || translate(status ? 'Strings.NoMessage' : 'Errors.General'));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, serverErrors, failure };
}
