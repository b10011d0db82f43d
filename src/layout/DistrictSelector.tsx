import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { canAccess } from '../lib/access';
import { session, useSession } from '../session';

/** Spec console §2: shown only to holders of `backend` who belong to more than one district. */
export function DistrictSelector() {
  const translate = useTranslate();
  const user = useSession((s) => s.user);
  const current = useSession((s) => s.district);
  const [busy, setBusy] = useState(false);
  const districts = user?.districts ?? [];
  const allowed = canAccess({ permissions: user?.permissions ?? [], configuration: null }, { action: 'switch_district' });
  if (!allowed || districts.length < 2 || !current) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('Shell.District')}
      value={current.id}
      disabled={busy}
      onClick={(e) => e.stopPropagation()}
      onChange={async (e) => {
        setBusy(true);
        await session.switchDistrict(Number(e.target.value));
        setBusy(false);
      }}
      sx={{ mx: 2, my: 2 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'district-select' } as object } }}
    >
      {districts.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
