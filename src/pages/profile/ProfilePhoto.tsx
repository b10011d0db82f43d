import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { V } from '../../lib/formats';
import { session, useSession } from '../../session';
import { useSubmit } from './useSubmit';

/** Profile photos: JPEG or PNG up to 1 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'];
export const PHOTO_MAX_BYTES = 1024 * 1024;

export function photoError(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return V.FileNotImage;
  return file.size > PHOTO_MAX_BYTES ? V.FileTooLarge : null;
}

export function ProfilePhoto() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const cover = useSession((s) => s.user?.cover_path ?? null);
  const name = useSession((s) => s.user?.full_name ?? '');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { submit, busy, serverErrors, failure } = useSubmit<{ cover_path: string }>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const e = photoError(file);
    setError(e ? translate(e, { size: 1 }) : null);
    if (e) return;
    const form = new FormData();
    form.append('photo', file);
    const data = await submit(() => dataProvider.updatePhoto(form));
    if (data?.cover_path) session.updateUser({ cover_path: data.cover_path });
    if (input.current) input.current.value = '';
  };

  const shown = error ?? serverErrors.photo ?? failure;
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-photo">
      <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={cover ?? undefined} alt={name} sx={{ width: 96, height: 96, fontSize: 32 }} />
        <div>
          <Typography id="profile-photo" component="h2" variant="h6">
            {translate('Profile.Photo')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('Profile.PhotoHint')}
          </Typography>
          <input
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            hidden
            onChange={(e) => void upload(e.target.files?.[0])}
            aria-label={translate('Profile.ChoosePhoto')}
          />
          <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {translate('Profile.ChoosePhoto')}
          </Button>
          {shown && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {shown}
            </Alert>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
