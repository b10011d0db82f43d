import MapIcon from '@mui/icons-material/MapOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { canAccess } from '../../lib/access';
import { isContentUrl, V } from '../../lib/formats';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../session';
import { FormDialog } from '../dialogs/FormDialog';
import { useConfirmedAction } from '../dialogs/useConfirmedAction';

const RESOURCE = 'smart_solutions_map_link';
const FIELD = 'smart_solution_map_link';

/** Who may change the link: the district's SmartSolution flag and distrct_smart_solution_edit (spelled so). */
function useCanEdit() {
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  return canAccess(
    { permissions: permissions ?? [], configuration },
    { action: 'list', resource: { feature: 'DistrictContents.SmartSolution', permissions: ['distrct_smart_solution_edit'] } },
  );
}

/** The link's check, as the server's: empty (no link) or beginning with http:// or https://. */
export function mapLinkError(value: string): string | null {
  const v = value.trim();
  return v === '' || isContentUrl(v) ? null : V.InvalidUrl;
}

/**
 * The district's smart-solutions map link (spec content §3, §7 "get and add"): a button that opens
 * a dialog showing the link; holders of the edit permission change and save it there. What was
 * typed stays in the dialog when a save fails, with the server's message under the field.
 */
export function SmartSolutionsMapLink() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const canEdit = useCanEdit();
  const [open, setOpen] = useState(false);
  // undefined while loading; the saved link ('' for none) once read.
  const [saved, setSaved] = useState<string | undefined>(undefined);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    dataProvider.getSingleton(RESOURCE).then(
      ({ data }) => {
        if (!live) return;
        const link = (data?.[FIELD] as string | null | undefined) ?? '';
        setSaved(link);
        setValue(link);
      },
      () => live && setSaved(''),
    );
    return () => {
      live = false;
    };
  }, [open, dataProvider]);

  const { run, pending } = useConfirmedAction({
    work: (link: string) => dataProvider.putSingleton(RESOURCE, { [FIELD]: link || null }),
    success: { message: 'Strings.Saved' },
    onSuccess: (res: { data: Record<string, unknown> }) => {
      setSaved((res.data[FIELD] as string | null) ?? '');
      setOpen(false);
    },
    onError: (err: unknown) => {
      const field = err instanceof HttpError ? ((err.body as { errors?: Record<string, unknown> })?.errors?.[FIELD] as string | undefined) : undefined;
      if (field) setError(field);
    },
  });

  const save = () => {
    const problem = mapLinkError(value);
    setError(problem);
    if (!problem) void run(value.trim());
  };
  const close = () => {
    setOpen(false);
    setError(null);
    setSaved(undefined);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<MapIcon />} onClick={() => setOpen(true)} data-testid="smart-map-link">
        {translate('SmartSolutionsMap.Button')}
      </Button>
      <FormDialog
        open={open}
        title={translate('SmartSolutionsMap.Title')}
        confirmLabel={canEdit ? translate('ra.action.save') : translate('ra.action.close')}
        onClose={close}
        onConfirm={canEdit ? save : close}
        busy={pending || saved === undefined}
        testId="smart-map-dialog"
      >
        {saved === undefined ? (
          <Skeleton height={56} />
        ) : canEdit ? (
          <TextField
            label={translate('SmartSolutionsMap.Link')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && save()}
            error={error !== null}
            helperText={error ? translate(error) : translate('SmartSolutionsMap.Hint')}
            placeholder="https://"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'smart-map-input' } }}
          />
        ) : saved ? (
          <Link href={saved} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {saved}
          </Link>
        ) : (
          <Typography color="text.secondary">{translate('SmartSolutionsMap.None')}</Typography>
        )}
        {canEdit && saved && (
          <Link href={saved} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {translate('SmartSolutionsMap.Open')}
          </Link>
        )}
      </FormDialog>
    </>
  );
}
