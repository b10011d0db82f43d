import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../session';
import { V } from '../../lib/formats';
import { FormDialog } from './FormDialog';
import { useConfirmedAction } from './useConfirmedAction';

/** Districts one may share to come from the community_contents_add check (spec console §6). */
export const SHARE_PERMISSIONS = ['community_contents_add'] as const;

export interface ShareDialogProps {
  open: boolean;
  contentId: string | number;
  /** The clone call the resource declares, e.g. `/district_news/clone`. */
  url: string;
  /** Districts offered are those where the user holds one of these; spec console §6's by default. */
  permissions?: readonly string[];
  onClose(): void;
}

/**
 * Share or clone content to another district (spec console §2): pick a district, send
 * `{ contentId, districtId }`; the content arrives there as a draft.
 */
export function ShareDialog({ open, contentId, url, permissions = SHARE_PERMISSIONS, onClose }: ShareDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const current = useSession((s) => s.district?.id);
  const [districts, setDistricts] = useState<{ id: number; name: string }[]>([]);
  const [districtId, setDistrictId] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    dataProvider.districtsForPermissions(permissions).then(
      ({ data }) => setDistricts(data.filter((d) => d.id !== current)),
      (err: unknown) => console.warn('districts for sharing', err),
    );
  }, [open, dataProvider, current, permissions]);

  const { run } = useConfirmedAction({
    work: (to: number) => dataProvider.cloneContent(url, { contentId, districtId: to }),
    success: { message: 'Share.Sent', dialog: true },
  });

  const send = () => {
    if (districtId === '') return setError(V.SelectAnOption);
    onClose();
    void run(districtId);
  };

  return (
    <FormDialog open={open} title={translate('Share.Title')} confirmLabel={translate('Share.Send')} onClose={onClose} onConfirm={send} testId="share-dialog">
      <TextField
        select
        label={translate('Share.District')}
        value={districtId}
        onChange={(e) => {
          setDistrictId(Number(e.target.value));
          setError(null);
        }}
        error={!!error}
        helperText={error ? translate(error) : districts.length === 0 ? translate('Share.NoDistricts') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'share-district' } }}
      >
        {districts.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
