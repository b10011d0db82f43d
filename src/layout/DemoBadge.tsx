import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../components/visuallyHidden';
import { isDemo } from '../public/demo';

/** The shell's reminder that it runs on demo data: short in the header, the whole notice on hover and for screen readers. */
export const DemoBadge = memo(function DemoBadge() {
  const translate = useTranslate();
  if (!isDemo()) return null;
  const notice = translate('Shell.DemoNotice');
  return (
    <Box
      component="span"
      role="note"
      data-testid="demo-badge"
      title={notice}
      sx={{
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        px: { xs: 0.5, sm: 1 },
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: 0.3,
        textTransform: 'uppercase',
        bgcolor: 'warning.light',
        color: 'common.black',
        whiteSpace: 'nowrap',
      }}
    >
      {/* On a phone the header has no room for words next to the district: an icon, the words read out. */}
      <ScienceIcon aria-hidden sx={{ fontSize: 16, display: { xs: 'block', sm: 'none' } }} />
      <Box component="span" sx={(t) => ({ [t.breakpoints.down('sm')]: visuallyHidden })}>
        {translate('Shell.DemoBadge')}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${notice}`}
      </Box>
    </Box>
  );
});
