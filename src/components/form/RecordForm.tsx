import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { BackTarget } from '../../registry/navigation';
import { UnsavedChangesGuard } from '../dialogs/UnsavedChangesGuard';
import { ListHeader } from '../list/ListHeader';
import { useFormLanguage } from './FormLanguage';
import { useSaveFlow, validateWith } from './useSaveFlow';

export interface RecordFormProps {
  resource: string;
  title: string;
  record: Partial<RaRecord>;
  schema?: z.ZodType;
  translatable: readonly string[];
  images?: readonly string[];
  fillBlanks?: boolean;
  submit(payload: Record<string, unknown>): Promise<unknown>;
  /** Where success and Cancel go (a path, or a path with its state); null stays on the page. */
  backTo: BackTarget | string | null;
  /** Shown for a loaded record the user may delete; resolves true once it is gone. */
  onDelete?: () => Promise<boolean>;
  /** Above the form: that its record changed meanwhile (issue 11). */
  notice?: ReactNode;
  children: ReactNode;
}

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
  const [leaveTo, setLeaveTo] = useState<BackTarget | null>(null);
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
    onSaved: () => backTo && setLeaveTo(backTo),
  });
  // Navigate once the guard has seen that we are leaving (its effect runs before ours).
  useEffect(() => {
    if (leaveTo) navigate(leaveTo.path, { state: leaveTo.state });
  }, [leaveTo, navigate]);

  const validate = (values: Record<string, unknown>) => validateWith(values, { schema: p.schema, translatable: p.translatable, images, fillBlanks, current });
  const cancelTo = backTo;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={p.title} />
      {p.notice}
      <Form record={p.record} onSubmit={save} validate={validate} noValidate>
        <DirtyGuard leaving={leaveTo !== null} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>{p.children}</Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} data-testid="form-save">
              {translate('ra.action.save')}
            </Button>
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
                onClick={() => void p.onDelete?.().then((gone) => gone && cancelTo && setLeaveTo(cancelTo))}
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
