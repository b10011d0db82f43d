import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The shell's dialogs (spec console §2, content §4): ask, wait, success and error, one at a time.
 * Defaults: title "Alert", question "Are you sure?", wait "Wait a moment..."; width 65 %.
 */
export type DialogKind = 'ask' | 'wait' | 'success' | 'error' | 'choose';

export interface DialogOptions {
  title?: string;
  message?: string;
  /** Extra lines under the message (server field errors, a debug line). */
  details?: string[];
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** A question with more answers than yes and no ("all coming occurrences", "only this one"), and Cancel. */
export interface ChooseOptions<T extends string = string> {
  title?: string;
  message: string;
  /** The answers, the first one the default (focused, Enter's); labels already translated. */
  choices: readonly { id: T; label: string }[];
  cancelLabel?: string;
}

/** A choice's id; true or false for the other dialogs' buttons. */
type Answer = boolean | string;

interface Open extends DialogOptions {
  kind: DialogKind;
  choices?: readonly { id: string; label: string }[];
  resolve: (answer: Answer) => void;
}

export interface Dialogs {
  ask(options?: DialogOptions): Promise<boolean>;
  /** Shows the wait dialog; call the returned function to close it. */
  wait(options?: DialogOptions): () => void;
  success(options?: DialogOptions): Promise<void>;
  error(options?: DialogOptions): Promise<void>;
  /** Resolves with the chosen answer's id, or null on Cancel, Escape or another dialog taking its place. */
  choose<T extends string>(options: ChooseOptions<T>): Promise<T | null>;
}

const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const value = useContext(DialogContext);
  if (!value) throw new Error('useDialogs needs <DialogProvider>');
  return value;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<Open | null>(null);
  const current = useRef<Open | null>(null);

  const show = useCallback((kind: DialogKind, options: DialogOptions & Pick<Open, 'choices'> = {}) => {
    current.current?.resolve(false);
    return new Promise<Answer>((resolve) => {
      const next: Open = {
        ...options,
        kind,
        resolve: (answer) => {
          if (current.current === next) {
            current.current = null;
            setOpen(null);
          }
          resolve(answer);
        },
      };
      current.current = next;
      setOpen(next);
    });
  }, []);

  const api = useMemo<Dialogs>(
    () => ({
      ask: (o) => show('ask', o).then((a) => a === true),
      wait: (o) => {
        void show('wait', o);
        return () => current.current?.kind === 'wait' && current.current.resolve(true);
      },
      success: (o) => show('success', o).then(() => undefined),
      error: (o) => show('error', o).then(() => undefined),
      choose: <T extends string>(o: ChooseOptions<T>) => show('choose', o).then((a) => (typeof a === 'string' ? (a as T) : null)),
    }),
    [show],
  );

  const title = open?.title ?? translate(open?.kind === 'error' ? 'Titles.Error' : open?.kind === 'success' ? 'Titles.Success' : 'Dialog.DefaultTitle');
  const message =
    open?.message ??
    translate(
      open?.kind === 'wait'
        ? 'Dialog.WaitMessage'
        : open?.kind === 'error'
          ? 'Errors.General'
          : open?.kind === 'success'
            ? 'Strings.Done'
            : 'Dialog.DefaultMessage',
    );

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Dialog
        open={open !== null}
        onClose={() => open?.kind !== 'wait' && open?.resolve(false)}
        aria-labelledby="borgo-dialog-title"
        slotProps={{ paper: { sx: { width: { xs: '100%', md: '65%' }, maxWidth: 720 } } }}
      >
        <DialogTitle id="borgo-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {open?.kind === 'wait' && <CircularProgress size={24} sx={{ mr: 2, verticalAlign: 'middle' }} aria-hidden />}
          <Typography component="span">{message}</Typography>
          {open?.details?.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {line}
            </Typography>
          ))}
        </DialogContent>
        {open?.kind === 'choose' && (
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => open.resolve(false)} data-testid="choose-cancel">
              {open.cancelLabel ?? translate('ra.action.cancel')}
            </Button>
            {open.choices?.map((c, i) => (
              <Button
                key={c.id}
                variant={i === 0 ? 'contained' : 'outlined'}
                onClick={() => open.resolve(c.id)}
                autoFocus={i === 0}
                data-testid={`choose-${c.id}`}
              >
                {c.label}
              </Button>
            ))}
          </DialogActions>
        )}
        {open && open.kind !== 'wait' && open.kind !== 'choose' && (
          <DialogActions>
            {open.kind === 'ask' && <Button onClick={() => open.resolve(false)}>{open.cancelLabel ?? translate('ra.action.cancel')}</Button>}
            <Button variant="contained" color={open.destructive ? 'error' : 'primary'} onClick={() => open.resolve(true)} autoFocus>
              {open.confirmLabel ?? translate(open.kind === 'ask' ? 'ra.action.confirm' : 'Actions.Ok')}
            </Button>
          </DialogActions>
        )}
      </Dialog>
    </DialogContext.Provider>
  );
}
