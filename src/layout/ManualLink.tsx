import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { downloadFailure, useConfirmedAction } from '../components/dialogs/useConfirmedAction';
import { canAccess } from '../lib/access';
import { saveBlob } from '../client/api';
import type { BorgoDataProvider } from '../providers/dataProvider';
import { useSession } from '../session';

export const MANUAL_FILE_NAME = 'PlanetAppUserManual.pdf';

/** The user manual in the UI language, for holders of `backend` (spec content §6). */
export function ManualLink() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const permissions = useSession((s) => s.user?.permissions);
  // The token must travel in a header, so this is a fetch and not a plain link.
  const { run } = useConfirmedAction({
    work: () => dataProvider.manual(locale, MANUAL_FILE_NAME),
    errorDialog: downloadFailure,
    onSuccess: ({ blob }) => saveBlob(blob, MANUAL_FILE_NAME),
  });
  if (!canAccess({ permissions: permissions ?? [], configuration: null }, { action: 'manual' })) return null;

  return (
    // flexGrow 0: a ListItemButton grows by default, and in the sidebar's column it took the menu's room.
    <ListItemButton onClick={() => void run()} sx={{ minHeight: 48, flexGrow: 0 }} data-testid="manual-download">
      <ListItemIcon sx={{ minWidth: 40 }}>
        <PictureAsPdfIcon />
      </ListItemIcon>
      <ListItemText primary={translate('Shell.Manual')} />
    </ListItemButton>
  );
}
