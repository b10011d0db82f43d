import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { CONTENT_LOCALES } from '../../lib/contentLocales';
import { termsAction } from '../../lib/termsRules';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import type { TermsFiles } from '../../providers/customMethods';
import { FormDialog } from './FormDialog';
import { useConfirmedAction } from './useConfirmedAction';

/**
 * Terms and conditions, one file per content language (spec console §2, §4). Saving follows the
 * four-way rule of `termsAction`: delete, update, upload, or just close.
 */
export function TermsDialog({ open, type, onClose }: { open: boolean; type: string; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [id, setId] = useState<number | null>(null);
  const [files, setFiles] = useState<TermsFiles>({});
  const [kept, setKept] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    dataProvider.getTerms(type).then(
      ({ data }) => {
        setId(data?.id ?? null);
        setKept(Object.fromEntries(Object.entries(data?.files ?? {}).map(([l, f]) => [l, f.file_name])));
      },
      (err: unknown) => console.warn('terms and conditions', err),
    );
  }, [open, type, dataProvider]);

  const hasFiles = Object.values(files).some(Boolean) || Object.keys(kept).length > 0;
  const { run } = useConfirmedAction({
    work: (action: 'delete' | 'update' | 'upload') =>
      action === 'delete' ? dataProvider.deleteTerms(id!) : action === 'update' ? dataProvider.updateTerms(id!, files) : dataProvider.uploadTerms(type, files),
    success: { message: 'Strings.Done', dialog: true },
  });
  const save = () => {
    const action = termsAction(hasFiles, id);
    onClose();
    if (action !== 'close') void run(action);
  };

  return (
    <FormDialog
      open={open}
      title={translate('Terms.Title')}
      confirmLabel={translate('ra.action.save')}
      onClose={onClose}
      onConfirm={save}
      testId="terms-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('Terms.Hint')}
      </Typography>
      {CONTENT_LOCALES.map((l) => {
        const name = files[l]?.name ?? kept[l];
        return (
          <Box key={l} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ width: 110 }}>{translate(`Form.Locales.${l}`)}</Typography>
            <Typography sx={{ flex: 1, minWidth: 120 }} color={name ? 'text.primary' : 'text.secondary'} noWrap>
              {name ?? translate('Terms.NoFile')}
            </Typography>
            <Button component="label" size="small">
              {translate('Terms.Choose')}
              <input
                hidden
                type="file"
                accept="application/pdf"
                data-testid={`terms-file-${l}`}
                onChange={(e) => setFiles((f) => ({ ...f, [l]: e.target.files?.[0] }))}
              />
            </Button>
            {name && (
              <Button
                size="small"
                color="error"
                onClick={() => {
                  setFiles((f) => ({ ...f, [l]: undefined }));
                  setKept(({ [l]: _gone, ...rest }) => rest);
                }}
              >
                {translate('Terms.Remove')}
              </Button>
            )}
          </Box>
        );
      })}
    </FormDialog>
  );
}
