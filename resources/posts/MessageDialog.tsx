import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { counterText, limitText } from '../../src/client/formRules';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { V } from '../../src/lib/formats';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { POST_MESSAGE_MAX } from './contract';
import type { PostRow } from './PostInputs';

/**
 * A message to the post's author (spec content §7: postId, districtId, message, MailType Post),
 * delivered by mail through the outbox. Required; the send goes through wait, success or error.
 */
export function MessageDialog({ post, onClose }: { post: PostRow; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const missing = message.trim() === '';
  const { run } = useConfirmedAction({
    work: (text: string) => dataProvider.recordAction('posts', post.id, 'message', { message: text, MailType: 'Post' }),
    success: { message: 'Strings.MessageSent' },
    resource: 'posts',
  });
  const send = () => {
    setTried(true);
    if (missing) return;
    onClose();
    void run(message.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="post-message-title" slotProps={{ paper: { sx: { width: { xs: '100%', md: '65%' }, maxWidth: 560 } } }}>
      <DialogTitle id="post-message-title">{translate('resources.posts.messageTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.posts.messageHint', { name: post.author_data?.name ?? '' })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={4}
          label={translate('resources.posts.fields.message')}
          value={message}
          onChange={(e) => setMessage(limitText(e.target.value, POST_MESSAGE_MAX))}
          error={tried && missing}
          helperText={tried && missing ? translate(V.FieldNotNull) : counterText(message, POST_MESSAGE_MAX)}
          slotProps={{ htmlInput: { maxLength: POST_MESSAGE_MAX, 'data-testid': 'post-message' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={send} data-testid="post-message-send">
          {translate('resources.posts.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
