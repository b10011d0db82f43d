import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SchemaLoader } from '../../registry/defineResource';
import type { BackTarget } from '../../registry/navigation';
import { useSchema } from '../../registry/schema';
import { UnsavedChangesGuard } from '../dialogs/UnsavedChangesGuard';
import { ListHeader } from '../list/ListHeader';
import { useFormLanguage } from './FormLanguage';
import { payloadOf, schemaNow, useSaveFlow, validateWith, type SubmitAction } from './useSaveFlow';

export interface RecordFormProps {
  resource: string;
  title: string;
  record: Partial<RaRecord>;
  /** The schema's loader: asked for as the form shows, awaited by the check (see schemaNow). */
  schema?: SchemaLoader;
  translatable: readonly string[];
  images?: readonly string[];
  fillBlanks?: boolean;
  submit(payload: Record<string, unknown>): Promise<unknown>;
  /** Where success and Cancel go (a path, or a path with its state); null stays on the page. */
  backTo: BackTarget | string | null;
  /** Shown for a loaded record the user may delete; resolves true once it is gone. */
  onDelete?: () => Promise<boolean>;
  /** Where a delete goes; the back target by default. */
  deletedTo?: BackTarget;
  /** Above the form: that its record changed meanwhile (issue 11). */
  notice?: ReactNode;
  /** The submit buttons, the first one also Enter's; one Save by default; none: a read-only page. */
  submits?: readonly SubmitAction[];
  /** Buttons beside Cancel (share, QR link) that do not submit. */
  extraActions?: ReactNode;
  /** Work between the check and the send (see SaveOptions.beforeSend). */
  beforeSend?: (payload: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
  /** Rules beyond the schema (a new item's dates not in the past), on the payload and the form's language: errors by field. */
  rules?: (payload: Record<string, unknown>, language: string) => Record<string, unknown>;
  children: ReactNode;
}

type Errors = Record<string, unknown>;
const isGroup = (v: unknown): v is Errors => typeof v === 'object' && v !== null && !('message' in v);

/** The schema's errors and the form's own rules together: per-language fields keep both sides' languages. */
export function mergeErrors(a: Errors, b: Errors): Errors {
  const out: Errors = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isGroup(out[k]) && isGroup(v) ? { ...out[k], ...v } : v;
  return out;
}

const SAVE: SubmitAction = { id: 'save', label: 'ra.action.save', variant: 'contained' };

/** Leaving with unsaved changes asks first, except right after a save or a delete. */
function DirtyGuard({ leaving }: { leaving: boolean }) {
  const { isDirty } = useFormState();
  return <UnsavedChangesGuard when={isDirty && !leaving} />;
}

/**
 * A resource's form page (spec content §4): its inputs, then Save, Delete (when offered) and
 * Cancel. Validates with the shared schema, saves through the save flow.
 */
export function RecordForm(p: RecordFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { current } = useFormLanguage();
  // Starts the schema's load with the form (and throws a failed one to the page's boundary).
  useSchema(p.schema);
  const [leaveTo, setLeaveTo] = useState<BackTarget | null>(null);
  const submits = p.submits ?? [SAVE];
  // The button that submitted: Enter in a field counts as the first.
  const chosen = useRef<SubmitAction | undefined>(undefined);
  const images = useMemo(() => p.images ?? [], [p.images]);
  const fillBlanks = p.fillBlanks ?? true;
  const backTo: BackTarget | null = typeof p.backTo === 'string' ? { path: p.backTo, state: null } : p.backTo;
  const save = useSaveFlow({
    resource: p.resource,
    schema: p.schema,
    translatable: p.translatable,
    images,
    fillBlanks,
    current,
    submit: p.submit,
    beforeSend: p.beforeSend,
    onSaved: (result, action) => {
      const next = action?.next?.(result, { language: current }) ?? backTo;
      if (next) setLeaveTo(next);
    },
  });
  // Navigate once the guard has seen that we are leaving (its effect runs before ours).
  useEffect(() => {
    if (leaveTo) navigate(leaveTo.path, { state: leaveTo.state });
  }, [leaveTo, navigate]);

  const validate = async (values: Record<string, unknown>) => {
    const options = { schema: await schemaNow(p.schema), translatable: p.translatable, images, fillBlanks, current };
    return mergeErrors(validateWith(values, options), p.rules?.(payloadOf(values, options), current) ?? {});
  };
  const cancelTo = backTo;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={p.title} />
      {p.notice}
      <Form
        record={p.record}
        onSubmit={(values: Record<string, unknown>) => {
          const action = chosen.current ?? submits[0];
          chosen.current = undefined;
          if (!action) return undefined;
          return save(values, action === SAVE ? undefined : action);
        }}
        validate={validate}
        noValidate
      >
        <DirtyGuard leaving={leaveTo !== null} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>{p.children}</Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
            {submits.map((a, i) => (
              <Button
                key={a.id}
                type="submit"
                variant={a.variant ?? (i === 0 ? 'contained' : 'outlined')}
                startIcon={a.icon ?? (i === 0 ? <SaveIcon /> : undefined)}
                onClick={() => {
                  chosen.current = a;
                }}
                data-testid={a === SAVE ? 'form-save' : `form-${a.id}`}
              >
                {translate(a.label)}
              </Button>
            ))}
            {p.extraActions}
            {cancelTo && (
              <Button onClick={() => navigate(cancelTo.path, { state: cancelTo.state })} data-testid="form-cancel">
                {translate('ra.action.cancel')}
              </Button>
            )}
            <Box sx={{ flex: 1 }} />
            {p.onDelete && (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                data-testid="form-delete"
                onClick={() => void p.onDelete?.().then((gone) => gone && (p.deletedTo ?? cancelTo) && setLeaveTo(p.deletedTo ?? cancelTo))}
              >
                {translate('ra.action.delete')}
              </Button>
            )}
          </Box>
        </Paper>
      </Form>
    </Box>
  );
}
