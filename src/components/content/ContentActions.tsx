import ShareIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { ContentContract } from '../../contract/content';
import { holds } from '../../lib/permissions';
import { useSession } from '../../session';
import { QrLinkButton } from '../dialogs/QrLinkDialog';
import { ShareDialog } from '../dialogs/ShareDialog';

/**
 * A loaded content item's own actions, on its form and its details page: share (clone) to another
 * district of the user's where they may add this entity (spec console §2: it arrives there as a
 * draft), and its QR link (shown only with dynamic_links_view and the DynamicLink flag).
 */
export function ContentActions({ contract, id }: { contract: ContentContract; id: Identifier }) {
  const translate = useTranslate();
  const [sharing, setSharing] = useState(false);
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const canShare = holds(permissions, contract.permissions.add);
  return (
    <>
      {canShare && (
        <Button startIcon={<ShareIcon />} onClick={() => setSharing(true)} data-testid="content-share">
          {translate('Content.Share')}
        </Button>
      )}
      <QrLinkButton section={contract.section.id} itemId={id} />
      <ShareDialog open={sharing} contentId={id} url={`/${contract.name}/clone`} permissions={contract.permissions.add} onClose={() => setSharing(false)} />
    </>
  );
}
