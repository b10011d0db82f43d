import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslate } from 'react-admin';

/** Spec console §2: the footer with the year and credits. */
export const Footer = memo(function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
      <Typography variant="body2">
        {translate('Shell.Copyright', { year: new Date().getFullYear() })} · {translate('Shell.Credits')}
      </Typography>
    </Box>
  );
});
