import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { api, ApiError, failureMessage, type RequestOptions } from '../../lib/api';
import { session } from '../../session';
import { toast } from '../../toasts/toast';

export type FieldErrors = Record<string, string | undefined>;

/**
 * A profile form's save: the toast on success, the server's field errors on the fields (keys of
 * the validation catalogue), its message otherwise; a 401 ends the session.
 */
export function useSubmit<T>() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (path: string, opts: RequestOptions): Promise<T | undefined> => {
    setBusy(true);
    setServerErrors({});
    setFailure(null);
    try {
      const res = await api<T>(path, opts);
      toast({ status: 'success', message: res.message || translate('Strings.Done') });
      return res.data;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) session.unauthorized();
      const fields = err instanceof ApiError ? (err.body?.errors ?? {}) : {};
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ? translate(v[0], { _: v[0] }) : undefined])));
      const m = failureMessage(err, { noMessage: 'Strings.NoMessage', general: 'Errors.General' });
      setFailure('text' in m ? m.text : translate(m.key));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, serverErrors, failure };
}
