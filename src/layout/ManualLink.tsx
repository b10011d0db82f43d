import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useLocaleState, useTranslate } from 'react-admin';
import { useDialogs } from '../components/dialogs/DialogProvider';
import { canAccess } from '../lib/access';
import { apiFile, failureMessage, saveBlob } from '../lib/api';
import { useSession } from '../session';

export const MANUAL_FILE_NAME = 'PlanetAppUserManual.pdf';

/** The user manual in the UI language, for holders of `backend` (spec content §6). */
export function ManualLink() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { wait, error } = useDialogs();
  const permissions = useSession((s) => s.user?.permissions);
  const districtId = useSession((s) => s.district?.id);
  if (!canAccess({ permissions: permissions ?? [], configuration: null }, { action: 'manual' })) return null;

  const download = async () => {
    const done = wait();
    try {
      // The token must travel in a header, so this is a fetch and not a plain link.
      const { blob } = await apiFile('/manual', MANUAL_FILE_NAME, { query: { district_id: districtId, language: locale } });
      done();
      saveBlob(blob, MANUAL_FILE_NAME);
    } catch (err) {
      done();
      const m = failureMessage(err, { noMessage: 'Strings.NoMessage', general: 'Errors.ErrorDownload' });
      await error({ message: translate('Errors.ErrorDownload'), details: ['text' in m ? m.text : translate(m.key)] });
    }
  };

  return (
    // flexGrow 0: a ListItemButton grows by default, and in the sidebar's column it took the menu's room.
    <ListItemButton onClick={download} sx={{ minHeight: 48, flexGrow: 0 }} data-testid="manual-download">
      <ListItemIcon sx={{ minWidth: 40 }}>
        <PictureAsPdfIcon />
      </ListItemIcon>
      <ListItemText primary={translate('Shell.Manual')} />
    </ListItemButton>
  );
}
