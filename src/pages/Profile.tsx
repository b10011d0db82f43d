import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { ProfileDetails } from './profile/ProfileDetails';
import { ProfilePassword } from './profile/ProfilePassword';
import { ProfilePhoto } from './profile/ProfilePhoto';

/** The user's own profile: name, phone, photo and password (no permission needed). */
export default function Profile() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Title title={translate('Shell.Profile')} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 3 }}>
        {translate('Shell.Profile')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ProfilePhoto />
        <ProfileDetails />
        <ProfilePassword />
      </Box>
    </Box>
  );
}
